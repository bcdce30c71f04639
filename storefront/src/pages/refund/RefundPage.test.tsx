import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../features/delivery/api';
import { returnsApi } from '../../features/returns/api';
import { DELIVERY_SUMMARY } from '../../test/delivery';
import { renderWithApp } from '../../test/render';
import { AboutPage } from '../about/AboutPage';
import { PrivacyPage } from '../privacy/PrivacyPage';
import { StoryPage } from '../story/StoryPage';
import { TermsPage } from '../term-condition/TermsPage';
import { RefundPage } from './RefundPage';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { summary: vi.fn(async () => DELIVERY_SUMMARY) } }));
vi.mock('../../features/returns/api', async () => ({ returnsApi: { policy: vi.fn(async () => (await import('../../test/returns')).POLICY) } }));

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
    expect(page).toContain('unboxing video');
  });

  it('reads the return window, missing-item hours, refund timing and non-returnable kinds from the rules (issue 18)', async () => {
    renderWithApp(<RefundPage />);
    await screen.findByText('Orders shipped outside India cannot be returned or refunded.');
    expect(returnsApi.policy).toHaveBeenCalled();
    const page = text();
    expect(page).toContain('within 9 days of delivery');
    expect(page).toContain('within 24 hours of our receiving it');
    expect(page).toContain('within 5–8 business days');
    expect(page).toContain('within 36 hours of delivery');
    expect(page).toContain('made after 36 hours');
    expect(page).not.toMatch(/\b7 days|48 hours of (delivery|our)|7–10/);
    const kinds = screen.getByRole('heading', { name: 'Items that cannot be returned' }).nextElementSibling as HTMLElement;
    expect(Array.from(kinds.querySelectorAll('li'), (item) => item.textContent)).toEqual([
      'Personalised pieces (engraved, or altered or resized at your request)',
      'Gold coins',
      'Idols',
    ]);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toContain('within 9 days');
  });

  it('holds the figures’ places while the policy loads, and says nothing of overseas returns until it knows', () => {
    vi.mocked(returnsApi.policy).mockReturnValueOnce(new Promise(() => undefined));
    renderWithApp(<RefundPage />);
    expect(screen.getByRole('heading', { name: 'Returns' })).toBeTruthy();
    expect(document.querySelectorAll('.policy-figure .skeleton').length).toBeGreaterThanOrEqual(9);
    expect(text()).not.toContain('Orders shipped outside India');
    expect(text()).not.toMatch(/\d+ days of delivery/);
  });

  it('offers to try again when the policy cannot be read', async () => {
    vi.mocked(returnsApi.policy).mockRejectedValueOnce(new Error('offline'));
    renderWithApp(<RefundPage />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByRole('alert').textContent).toContain('We could not load the return policy’s figures.');
    fireEvent.click(retry);
    await screen.findByText('Orders shipped outside India cannot be returned or refunded.');
    expect(text()).toContain('within 9 days of delivery');
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

  it('states in the terms the policy’s return window, the kinds it takes no return of and its rule for orders abroad (issue 18)', async () => {
    const { unmount } = renderWithApp(<TermsPage />);
    const returns = () => screen.getByRole('heading', { name: '7. Shipping, returns and refunds' }).nextElementSibling?.textContent ?? '';
    await vi.waitFor(() =>
      expect(returns()).toContain(
        'Unused pieces may be returned within 9 days of delivery, except personalised pieces, gold coins and idols; orders shipped outside India cannot be returned or refunded.',
      ),
    );
    expect(returns()).not.toMatch(/\b7 days|utensils/);
    unmount();

    vi.mocked(returnsApi.policy).mockResolvedValueOnce({ ...(await import('../../test/returns')).POLICY, returnWindowDays: 15, overseasReturnable: true });
    renderWithApp(<TermsPage />);
    await vi.waitFor(() => expect(text()).toContain('within 15 days of delivery, except personalised pieces, gold coins and idols. Full details'));
    expect(text()).not.toContain('orders shipped outside India');
  });

  it('holds the terms’ and About’s return figures in place while the policy loads', () => {
    for (const Page of [TermsPage, AboutPage]) {
      vi.mocked(returnsApi.policy).mockReturnValueOnce(new Promise(() => undefined));
      const { unmount } = renderWithApp(<Page />);
      expect(document.querySelectorAll('.policy-figure .skeleton').length).toBeGreaterThanOrEqual(1);
      expect(text()).not.toMatch(/within \d+ days/);
      unmount();
    }
  });

  it('gives on the About page the policy’s return window', async () => {
    renderWithApp(<AboutPage />);
    await vi.waitFor(() => expect(text()).toContain('you can return it unused within 9 days of delivery; the details are in our shipping, return and refund policy'));
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
