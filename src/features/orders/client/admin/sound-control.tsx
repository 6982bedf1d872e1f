import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { useOrderAlerts } from './order-alerts-context';

/**
 * The device's sound: "Enable sound" until chosen once (kept on this device), then a toggle.
 * Chosen on but still waiting for the browser's first interaction: a small hint says so.
 */
export function SoundControl({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('admin-orders');
  const { sound } = useOrderAlerts();
  const dark = tone === 'dark';
  if (sound.choice === null)
    return (
      <Button variant="outline" onClick={sound.enable}>
        <Volume2 aria-hidden="true" className="h-4 w-4" />
        {t('board.enableSound')}
      </Button>
    );
  const on = sound.choice === 'on';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant={dark ? 'outline' : 'ghost'}
        aria-pressed={on}
        title={on ? t('board.turnSoundOff') : t('board.turnSoundOn')}
        className={dark ? '!border-stone-600 !bg-stone-800 !text-white' : ''}
        onClick={on ? sound.disable : sound.enable}
      >
        {on ? (
          <Volume2 aria-hidden="true" className="h-4 w-4" />
        ) : (
          <VolumeX aria-hidden="true" className="h-4 w-4" />
        )}
        {on ? t('board.soundOn') : t('board.soundOff')}
      </Button>
      {sound.locked && (
        <span data-sound-hint className={`text-sm ${dark ? 'text-amber-200' : 'text-stone-600'}`}>
          {t('board.soundHint')}
        </span>
      )}
    </span>
  );
}
