import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPaymentMode } from '../api/payment-mode';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';

vi.mock('../api/payment-mode', () => ({ readPaymentMode: vi.fn() }));

// React's act() outside a test renderer: tell it this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** Renders the ribbon and lets the payment mode's answer arrive. */
async function renderRibbon(): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await act(async () => {
    root?.render(
      <QueryClientProvider client={client}>
        <TestPaymentsRibbon />
      </QueryClientProvider>,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return container;
}

describe('the console’s test payments ribbon (issue 14)', () => {
  it('shows while the shop runs the payment simulator', async () => {
    vi.mocked(readPaymentMode).mockResolvedValue({ testPayments: true });
    const container = await renderRibbon();
    const note = container.querySelector('[role="note"]');
    expect(note?.textContent).toBe('Test payments: the payment simulator is on, no money moves');
  });

  it('is not there with real payments', async () => {
    vi.mocked(readPaymentMode).mockResolvedValue({ testPayments: false });
    const container = await renderRibbon();
    expect(readPaymentMode).toHaveBeenCalled();
    expect(container.querySelector('[role="note"]')).toBeNull();
  });
});
