import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, RouterProvider, type createMemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { ModalHost } from '../app/modals/ModalHost';
import { ModalProvider, useModals } from '../app/modals/modal-context';
import type { ModalName } from '../app/modals/modal-state';
import { AuthProvider } from '../features/auth/auth-context';
import { CurrencyProvider } from '../features/currency/currency-context';

type OpenButtonProps = { modal: ModalName; label: string };

/** A page button that opens a dialog, as the header and dashboard do. */
export function OpenButton({ modal, label }: OpenButtonProps) {
  const { open } = useModals();
  return (
    <button type="button" onClick={() => open(modal)}>
      {label}
    </button>
  );
}

/** Renders `children` inside the app's providers and the dialog host, at `path`. */
export function renderWithApp(children: ReactNode, path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AuthProvider>
          <CurrencyProvider>
            <ModalProvider>
              {children}
              <ModalHost />
            </ModalProvider>
          </CurrencyProvider>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Renders a data `router` inside the app's providers, with `beside` (a toaster, say) next to it. */
export function renderRouter(router: ReturnType<typeof createMemoryRouter>, beside?: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <CurrencyProvider>
          <ModalProvider>
            <RouterProvider router={router} />
            {beside}
          </ModalProvider>
        </CurrencyProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** Presses the View More of `list` and waits until the list holds `count` articles. */
export async function viewMore(list: HTMLElement, count: number) {
  fireEvent.click(within(list).getByRole('button', { name: 'View More' }));
  await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(count));
}
