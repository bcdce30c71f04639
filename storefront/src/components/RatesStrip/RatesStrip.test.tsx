import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ratesApi, type MetalRate } from '../../features/rates/api';
import { renderWithApp } from '../../test/render';
import { RatesStrip } from './RatesStrip';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/rates/api', () => ({ ratesApi: { list: vi.fn() } }));

const rate = (purity: MetalRate['purity'], label: string, ratePerGram: number): MetalRate => ({
  purity,
  metal: purity.startsWith('gold') ? 'gold' : 'silver',
  karat: purity === 'gold_22k' ? 22 : null,
  fineness: 916,
  label,
  ratePerGram,
  updatedAt: '2026-11-28T04:00:00.000Z',
});

beforeEach(() => {
  vi.mocked(ratesApi.list).mockReset();
});

describe('RatesStrip (issue 16)', () => {
  it('shows today’s 22K gold and sterling silver rates per gram in Indian grouping', async () => {
    vi.mocked(ratesApi.list).mockResolvedValue({
      rates: [rate('gold_24k', '24K gold (999)', 12990), rate('gold_22k', '22K gold (916)', 11900), rate('silver_925', 'Sterling silver (925)', 153.5)],
    });
    const { container } = renderWithApp(<RatesStrip />);
    await screen.findByText('Today’s rates');
    expect(container.textContent).toBe('Today’s rates · 22K gold (916) ₹11,900/g · Sterling silver (925) ₹153.50/g');
  });

  it('keeps its line while the rates are on their way, hidden from assistive technology', () => {
    vi.mocked(ratesApi.list).mockReturnValue(new Promise(() => undefined));
    const { container } = renderWithApp(<RatesStrip />);
    const placeholder = container.querySelector('.rates-strip');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.textContent).toBe('');
  });

  it('shows nothing when the shop has set neither rate, or the call fails', async () => {
    vi.mocked(ratesApi.list).mockResolvedValue({ rates: [rate('gold_18k', '18K gold (750)', 9700)] });
    const first = renderWithApp(<RatesStrip />);
    await waitFor(() => expect(first.container.innerHTML).toBe(''));
    first.unmount();

    vi.mocked(ratesApi.list).mockRejectedValue(new Error('down'));
    const second = renderWithApp(<RatesStrip />);
    await waitFor(() => expect(second.container.innerHTML).toBe(''));
  });
});
