import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readPaymentMode } from '../api/payment-mode';
import { render } from '../test/render';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';

vi.mock('../api/payment-mode', () => ({ readPaymentMode: vi.fn() }));

/** Renders the ribbon and lets the payment mode's answer arrive. */
function renderRibbon(): Promise<HTMLElement> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <TestPaymentsRibbon />
    </QueryClientProvider>,
  );
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
