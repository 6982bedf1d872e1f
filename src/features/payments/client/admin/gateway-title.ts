import { useTranslation } from 'react-i18next';
import type { GatewayView } from '../../payments.schema';

/** The gateway's title: the owner's own label, else its translated name. */
export function useGatewayTitle() {
  const { t } = useTranslation('admin-payments');
  return (g: GatewayView) => g.displayName || t(`names.${g.id}`);
}
