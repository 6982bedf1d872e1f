import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

/** A failed load: the message and a Try Again button. */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="mx-auto my-10 max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center"
    >
      <p className="mb-4 font-medium text-red-800">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {t('actions.tryAgain')}
      </Button>
    </div>
  );
}
