import { QueryClient } from '@tanstack/react-query';
import { isClientError } from '../api/client';

/** Queries retry server and network failures twice, never a 4xx answer (it would only fail again). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        refetchOnWindowFocus: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
