import { useMutation } from '@tanstack/react-query';
import { apiClient, asForm, call } from '@/client/lib/api-client';
import type { UploadKind } from '@/common/media';

/** POST /api/admin/uploads: the stored image's URL. */
export function useUploadImage(kind: UploadKind) {
  const mutation = useMutation({
    mutationFn: (file: File) =>
      call(apiClient.POST('/api/admin/uploads', { body: { file, kind }, bodySerializer: asForm })),
  });
  return async (file: File) => (await mutation.mutateAsync(file)).url;
}
