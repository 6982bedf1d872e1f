import { useTranslation } from 'react-i18next';

/** "Live", or "Reconnecting…" while the event stream is down (the board catches up when it is back). */
export function LiveState({ connected, tone = 'light' }: { connected: boolean; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation('admin-orders');
  return (
    <span
      role="status"
      data-live={connected ? 'true' : 'false'}
      className={`inline-flex items-center gap-2 rounded-full px-3 py-2 text-sm font-semibold ring-1 ${
        tone === 'dark'
          ? connected
            ? 'bg-stone-800 text-white ring-stone-600'
            : 'bg-amber-400 text-stone-950 ring-amber-300'
          : 'bg-white text-stone-800 ring-stone-200'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-2.5 w-2.5 rounded-full ${connected ? 'bg-brand-500 motion-safe:animate-pulse' : tone === 'dark' ? 'bg-stone-950' : 'bg-amber-500'}`}
      />
      {connected ? t('board.live') : t('board.offline')}
    </span>
  );
}
