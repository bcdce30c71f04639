import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../features/delivery/api';
import { returnsApi } from '../../features/returns/api';
import { DELIVERY_SUMMARY } from '../../test/delivery';
import { POLICY } from '../../test/returns';
import { renderWithApp } from '../../test/render';
import { TrustBadges } from './TrustBadges';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { summary: vi.fn() } }));
vi.mock('../../features/returns/api', () => ({ returnsApi: { policy: vi.fn() } }));

const SUMMARY = DELIVERY_SUMMARY;

function promises(): string[] {
  return within(screen.getByRole('region', { name: 'Our promises' }))
    .getAllByRole('listitem')
    .map((badge) => badge.textContent ?? '');
}

beforeEach(() => {
  vi.mocked(deliveryApi.summary).mockReset();
  vi.mocked(returnsApi.policy).mockReset();
  // A 9-day window, not the shop's 7: a badge that hard-codes the window fails.
  vi.mocked(returnsApi.policy).mockResolvedValue(POLICY);
});

describe('TrustBadges', () => {
  it('makes the four promises this shop keeps: free shipping in India and worldwide above the zones’ threshold, returns within the policy’s window, help, secure payment', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    renderWithApp(<TrustBadges />);
    await screen.findByText('and worldwide above ₹25,000');
    await screen.findByText('On unused pieces delivered in India');
    expect(returnsApi.policy).toHaveBeenCalled();
    expect(promises()).toEqual([
      'Free shipping across Indiaand worldwide above ₹25,000',
      '9-day returnsOn unused pieces delivered in India',
      '24/7 help on WhatsAppCalls Mon–Sat, 10 am–7 pm IST',
      'Secure online paymentUPI, cards, net banking or cash on delivery',
    ]);
  });

  it('promises India alone while the zones are on their way, and what the zones say when India charges', async () => {
    vi.mocked(deliveryApi.summary).mockReturnValue(new Promise(() => undefined));
    const first = renderWithApp(<TrustBadges />);
    expect(promises()[0]).toBe('Free shipping across IndiaDelivered in 5–7 business days');
    first.unmount();

    vi.mocked(deliveryApi.summary).mockResolvedValue({ ...SUMMARY, freeAcrossIndia: false, indiaFreeAbove: 5000, shipsAbroad: false, worldwideFreeAbove: null });
    renderWithApp(<TrustBadges />);
    await screen.findByText('Free shipping across India above ₹5,000');
    expect(promises()[0]).toBe('Free shipping across India above ₹5,000Delivered in 5–7 business days');
  });

  it('keeps the returns badge’s shape while the policy is on its way, says what covers abroad too when the policy does, and promises no figure it could not read', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    vi.mocked(returnsApi.policy).mockReturnValue(new Promise(() => undefined));
    const waiting = renderWithApp(<TrustBadges />);
    const badge = () => screen.getAllByRole('listitem')[1];
    expect(badge().textContent).toBe('-day returns');
    expect(badge().querySelectorAll('.skeleton')).toHaveLength(2);
    waiting.unmount();

    vi.mocked(returnsApi.policy).mockResolvedValue({ ...POLICY, returnWindowDays: 14, overseasReturnable: true });
    const abroad = renderWithApp(<TrustBadges />);
    await screen.findByText('On unused pieces, in India and abroad');
    expect(badge().textContent).toBe('14-day returnsOn unused pieces, in India and abroad');
    abroad.unmount();

    vi.mocked(returnsApi.policy).mockRejectedValue(new Error('offline'));
    renderWithApp(<TrustBadges />);
    await screen.findByText('Easy returns', {}, { timeout: 5000 });
    expect(badge().textContent).toBe('Easy returnsOn unused pieces');
  });

  it('promises no money back within 30 days and quotes no dollars (spec 9 policy, DECISIONS.md)', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    renderWithApp(<TrustBadges />);
    await screen.findByText('and worldwide above ₹25,000');
    for (const promise of promises()) {
      expect(promise).not.toMatch(/money back|30 days|\$/i);
    }
  });
});
