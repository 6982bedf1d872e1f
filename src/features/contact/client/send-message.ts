import { useMutation } from '@tanstack/react-query';
import { apiClient, call } from '@/client/lib/api-client';
import type { ContactMessageInput } from '../contact.schema';

export function useSendMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => call(apiClient.POST('/api/contact', { body: input })),
  });
}
