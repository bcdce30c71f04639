import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../features/delivery/api';
import { DELIVERY_SUMMARY } from '../../test/delivery';
import { renderWithApp } from '../../test/render';
import { TrustBadges } from './TrustBadges';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { summary: vi.fn() } }));

const SUMMARY = DELIVERY_SUMMARY;

function promises(): string[] {
  return within(screen.getByRole('region', { name: 'Our promises' }))
    .getAllByRole('listitem')
    .map((badge) => badge.textContent ?? '');
}

beforeEach(() => {
  vi.mocked(deliveryApi.summary).mockReset();
});

describe('TrustBadges', () => {
  it('makes the four promises this shop keeps: free shipping in India and worldwide above the zones’ threshold, 7-day returns, help, secure payment', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    renderWithApp(<TrustBadges />);
    await screen.findByText('and worldwide above ₹25,000');
    expect(promises()).toEqual([
      'Free shipping across Indiaand worldwide above ₹25,000',
      '7-day returnsOn unused pieces delivered in India',
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

  it('promises no money back within 30 days and quotes no dollars (spec 9 policy, DECISIONS.md)', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    renderWithApp(<TrustBadges />);
    await screen.findByText('and worldwide above ₹25,000');
    for (const promise of promises()) {
      expect(promise).not.toMatch(/money back|30 days|\$/i);
    }
  });
});
