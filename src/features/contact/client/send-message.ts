import { useMutation } from '@tanstack/react-query';
import { api } from '@/client/lib/api';
import type { ContactMessageInput } from '../contact.schema';

export function useSendMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => api<{ id: string }>('/contact', { method: 'POST', json: input }),
  });
}
