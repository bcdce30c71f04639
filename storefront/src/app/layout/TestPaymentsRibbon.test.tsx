import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentApi } from '../../features/payment/api';
import { renderWithApp } from '../../test/render';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';

vi.mock('../../features/payment/api', () => ({ paymentApi: { mode: vi.fn() } }));

describe('the test payments ribbon (issue 14: the sandbox gateway is never mistaken for real payments)', () => {
  beforeEach(() => vi.mocked(paymentApi.mode).mockReset());

  it('shows on every screen while the shop runs the payment simulator', async () => {
    vi.mocked(paymentApi.mode).mockResolvedValue({ testPayments: true });
    renderWithApp(<TestPaymentsRibbon />);
    const ribbon = await screen.findByRole('note');
    expect(ribbon.textContent).toBe('Test payments · online payments go to a simulator, no money moves');
  });

  it('is not there with real payments', async () => {
    vi.mocked(paymentApi.mode).mockResolvedValue({ testPayments: false });
    renderWithApp(<TestPaymentsRibbon />);
    await waitFor(() => expect(paymentApi.mode).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('note')).toBeNull();
  });
});
