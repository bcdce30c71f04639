import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deliveryApi } from '../../features/delivery/api';
import { DELIVERY_SUMMARY } from '../../test/delivery';
import { renderWithApp } from '../../test/render';
import { AbroadShippingFigures, hourLabel, IndiaShippingFigures, IndiaShippingPromise } from './ShippingFigures';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/delivery/api', () => ({ deliveryApi: { summary: vi.fn() } }));

const SUMMARY = DELIVERY_SUMMARY;

beforeEach(() => {
  vi.mocked(deliveryApi.summary).mockReset();
});

describe('the shipping policy’s figures from the delivery zones (issue 17)', () => {
  it('states the COD limit and the cut-off in India, and the fees and free threshold abroad', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    const { container } = renderWithApp(
      <>
        <IndiaShippingFigures />
        <AbroadShippingFigures />
      </>,
    );
    await screen.findByText(/Cash on delivery is available on orders up to ₹50,000/);
    expect(container.textContent).toContain('Orders placed after 2 pm IST, on Sundays or on public holidays are processed from the next business day.');
    expect(container.textContent).toContain('Shipping abroad costs ₹1,200–₹3,000 depending on the country, and is free on orders above ₹25,000.');
    expect(container.textContent).toContain('cash on delivery is not available outside India');
    expect(container.textContent).not.toContain('the fee for your PIN code');
  });

  it('says India is free only above a threshold when a zone charges', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue({ ...SUMMARY, freeAcrossIndia: false, indiaFreeAbove: 5000, shipsAbroad: false });
    const { container } = renderWithApp(
      <>
        <IndiaShippingFigures />
        <AbroadShippingFigures />
      </>,
    );
    await screen.findByText(/Shipping is free on orders above ₹5,000/);
    expect(container.textContent).not.toContain('abroad');
  });

  it('promises free shipping on every order in India only while every India zone ships free', async () => {
    vi.mocked(deliveryApi.summary).mockResolvedValue(SUMMARY);
    const free = renderWithApp(<IndiaShippingPromise />);
    await screen.findByText('Standard shipping is free on every order delivered in India.');
    expect(free.container.textContent).toContain('There is no minimum order value');
    free.unmount();

    vi.mocked(deliveryApi.summary).mockResolvedValue({ ...SUMMARY, freeAcrossIndia: false, indiaFreeAbove: 5000 });
    const charged = renderWithApp(
      <>
        <IndiaShippingPromise />
        <IndiaShippingFigures />
      </>,
    );
    await screen.findByText(/Shipping is free on orders above ₹5,000/);
    expect(charged.container.textContent).toContain('the price you see at checkout, shipping included, is the price you pay.');
    expect(charged.container.textContent).not.toContain('free on every order');
    expect(charged.container.textContent).not.toContain('no minimum order value');
  });

  it('writes hours as the policy reads them', () => {
    expect([0, 9, 12, 14, 23].map(hourLabel)).toEqual(['12 am', '9 am', '12 pm', '2 pm', '11 pm']);
  });
});
