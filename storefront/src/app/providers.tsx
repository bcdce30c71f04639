import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { CurrencyProvider } from '../features/currency/currency-context';
import { AppToaster } from './AppToaster';
import { ModalProvider } from './modals/modal-context';
import { createQueryClient } from './query-client';

export type AppProvidersProps = {
  children: ReactNode;
  /** The data cache to use: the server's answers a page was drawn with (main.tsx, entry-server.tsx); a new one otherwise. */
  queryClient?: QueryClient;
  /** The currency the server drew the page in (features/currency/currency-context.tsx, drawnIn). */
  drawnIn?: string;
};

/** Everything the screens lean on: server data cache, the session, the display currency, the one dialog manager, toasts. */
export function AppProviders({ children, queryClient: given, drawnIn }: AppProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CurrencyProvider drawnIn={drawnIn}>
          <ModalProvider>
            {children}
            <AppToaster />
          </ModalProvider>
        </CurrencyProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
