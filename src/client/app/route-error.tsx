import { useTranslation } from 'react-i18next';
import { ErrorState } from '../components/ui/error-state';

/** A page that failed to load its code (e.g. after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return <ErrorState message={t('errors.page')} onRetry={() => window.location.reload()} />;
}
