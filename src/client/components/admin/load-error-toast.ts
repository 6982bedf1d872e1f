import { useEffect } from 'react';
import { toast } from 'sonner';

/** Says `message` in an error toast each time `failed` turns true (`id`: one toast, not a stack). */
export function useLoadErrorToast(failed: boolean, message: string, id?: string) {
  useEffect(() => {
    if (failed) toast.error(message, id === undefined ? undefined : { id });
  }, [failed, message, id]);
}
