import { Banknote, CreditCard, Landmark, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { toastFailure } from '@/client/components/admin/failure-toast';
import { useLocale } from '@/client/lib/use-locale';
import { paymentOptions, type GatewayId } from '../../payment-gateways';
import type { GatewayView } from '../../payments.schema';
import { GatewaySwitch } from './gateway-switch';
import { useGatewayTitle } from './gateway-title';
import { useToggleGateway } from './payments-api';

const ICONS: Record<GatewayId, LucideIcon> = { stripe: CreditCard, cod: Banknote, bank_transfer: Landmark };

/** What checkout offers through this gateway, e.g. "Card · Apple Pay". */
function useOffers() {
  const { t } = useTranslation('admin-payments');
  return (g: GatewayView) =>
    paymentOptions([{ ...g, isEnabled: true }])
      .map((o) => t(`methods.${o.method}`))
      .join(' · ');
}

/** The three gateways with their on/off switches; choosing one opens its editor (when `onSelect`). */
export function GatewayList({
  gateways,
  selected,
  onSelect,
}: {
  gateways: GatewayView[];
  selected?: GatewayId;
  onSelect?: (id: GatewayId) => void;
}) {
  const { t } = useTranslation('admin-payments');
  const locale = useLocale();
  const toggle = useToggleGateway();
  const title = useGatewayTitle();
  const offers = useOffers();

  const flip = async (g: GatewayView, isEnabled: boolean) => {
    try {
      await toggle.mutateAsync({ id: g.id, isEnabled });
      toast.success(t('saved'));
    } catch (e) {
      toastFailure(t('saveFailed'), e, locale);
    }
  };

  return (
    <ul className="space-y-3">
      {gateways.map((g) => {
        const Icon = ICONS[g.id];
        const active = g.id === selected;
        const pending = toggle.isPending && toggle.variables?.id === g.id;
        return (
          <li
            key={g.id}
            data-gateway={g.id}
            className={`flex items-center gap-3 rounded-2xl border bg-white p-4 shadow-sm transition-colors ${active ? 'border-brand-700 ring-2 ring-brand-700/20' : 'border-stone-200'}`}
          >
            <span
              className={`grid h-11 w-11 shrink-0 place-items-center rounded-xl ${g.isEnabled ? 'bg-brand-50 text-brand-800' : 'bg-stone-100 text-stone-500'}`}
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
            </span>
            <div className="min-w-0 flex-1">
              {onSelect ? (
                <button
                  type="button"
                  onClick={() => onSelect(g.id)}
                  aria-current={active ? 'true' : undefined}
                  className="text-start font-bold text-stone-900 hover:text-brand-800 hover:underline"
                >
                  {title(g)}
                </button>
              ) : (
                <p className="font-bold text-stone-900">{title(g)}</p>
              )}
              <p className="truncate text-sm text-stone-600">{offers(g)}</p>
              <p
                className={`mt-1 text-xs font-semibold ${g.isEnabled ? 'text-brand-800' : 'text-stone-500'}`}
              >
                {g.isEnabled ? t('status.on') : t('status.off')}
              </p>
            </div>
            <GatewaySwitch
              checked={g.isEnabled}
              disabled={pending}
              label={t('toggle', { name: title(g) })}
              onChange={(next) => void flip(g, next)}
            />
          </li>
        );
      })}
    </ul>
  );
}
