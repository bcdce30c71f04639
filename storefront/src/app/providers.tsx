import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AuthProvider } from '../features/auth/auth-context';
import { CurrencyProvider } from '../features/currency/currency-context';
import { AppToaster } from './AppToaster';
import { ModalProvider } from './modals/modal-context';
import { createQueryClient } from './query-client';

export type AppProvidersProps = { children: ReactNode };

/** Everything the screens lean on: server data cache, the session, the display currency, the one dialog manager, toasts. */
export function AppProviders({ children }: AppProvidersProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CurrencyProvider>
          <ModalProvider>
            {children}
            <AppToaster />
          </ModalProvider>
        </CurrencyProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
