import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';

/** A list that could not be loaded: what failed and Try Again, in place of the list. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{message}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
