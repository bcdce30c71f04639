import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TrustBadges } from './TrustBadges';

function promises(): string[] {
  return within(screen.getByRole('region', { name: 'Our promises' }))
    .getAllByRole('listitem')
    .map((badge) => badge.textContent ?? '');
}

describe('TrustBadges', () => {
  it('makes the four promises this shop keeps: free shipping in India, 7-day returns, help, secure payment', () => {
    render(<TrustBadges />);
    expect(promises()).toEqual([
      'Free shipping across IndiaDelivered in 5–7 business days',
      '7-day returnsOn unused pieces delivered in India',
      '24/7 help on WhatsAppCalls Mon–Sat, 10 am–7 pm IST',
      'Secure online paymentUPI, cards, net banking or cash on delivery',
    ]);
  });

  it('promises no money back within 30 days and quotes no dollars (spec 9 policy, DECISIONS.md)', () => {
    render(<TrustBadges />);
    for (const promise of promises()) {
      expect(promise).not.toMatch(/money back|30 days|\$/i);
    }
  });
});
