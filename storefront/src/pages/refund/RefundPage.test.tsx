import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../features/delivery/api';
import { DELIVERY_SUMMARY } from '../../test/delivery';
import { renderWithApp } from '../../test/render';
import { AboutPage } from '../about/AboutPage';
import { PrivacyPage } from '../privacy/PrivacyPage';
import { StoryPage } from '../story/StoryPage';
import { TermsPage } from '../term-condition/TermsPage';
import { RefundPage } from './RefundPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { summary: vi.fn(async () => DELIVERY_SUMMARY) } }));

const text = () => document.body.textContent ?? '';

describe('shipping, return and refund policy (spec 9, DECISIONS.md)', () => {
  it('gives every figure of spec 9, and free standard shipping while the delivery zones make it true (issue 17)', async () => {
    renderWithApp(<RefundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Shipping, Return & Refund Policy' })).toBeTruthy();
    await screen.findByText('Standard shipping is free on every order delivered in India.');
    expect(deliveryApi.summary).toHaveBeenCalled();
    const page = text();
    expect(page).toContain('within 48 hours of being placed');
    expect(page).toContain('Delivery takes 5–7 business days');
    expect(page).toContain('within 7 days of delivery');
    expect(page).toMatch(/Coins.*Utensils.*Idols/s);
    expect(page).toContain('Personalised or engraved items');
    expect(page).toContain('within 48 hours of our receiving it');
    expect(page).toContain('7–10 business days');
    expect(page).toContain('unboxing video');
    expect(page).toContain('Orders shipped outside India cannot be returned or refunded.');
  });

  it('quotes no shipping fee anywhere in the written pages', () => {
    for (const Page of [RefundPage, TermsPage, AboutPage, StoryPage, PrivacyPage]) {
      const { unmount } = renderWithApp(<Page />);
      expect(text()).not.toMatch(/Rs\.?\s?70|₹\s?70\b/);
      unmount();
    }
  });
});

describe('the other written pages (spec 1 and 9)', () => {
  it('dates the terms July 23, 2024 and lets under-18s shop only with a parent', () => {
    renderWithApp(<TermsPage />);
    expect(screen.getByText('Last updated July 23, 2024')).toBeTruthy();
    expect(text()).toContain('If you are under 18, you may use the shop only under the supervision and with the consent of a parent');
  });

  it('tells the brand story: founded 2001 in a town in Rajasthan', () => {
    renderWithApp(<StoryPage />);
    expect(document.title).toBe('Our Story | Sona Jewellers');
    expect(text()).toContain('In 2001, in a narrow lane of Sanganer');
    expect(text()).toContain('Rajasthan');
  });

  it('mentions the newsletter coupon among what the privacy policy covers', () => {
    renderWithApp(<PrivacyPage />);
    expect(text()).toContain('one-time 10% first-purchase coupon');
  });
});
