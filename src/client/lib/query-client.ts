import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (count, error) => count < 2 && !(error as { status?: number }).status,
      refetchOnWindowFocus: false,
    },
  },
});
