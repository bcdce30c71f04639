import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { returnsApi } from '../../features/returns/api';
import { renderWithApp } from '../../test/render';
import { POLICY } from '../../test/returns';
import { ReturnPromise } from './ReturnPromise';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/returns/api', () => ({ returnsApi: { policy: vi.fn() } }));

const line = () => screen.getByRole('link', { name: 'Return policy' }).closest('p');
/** Waits until the line reads `text` (its figures come inside one run of text, so they are not elements to find). */
const reads = (text: string) => vi.waitFor(() => expect(line()?.textContent).toBe(text));

beforeEach(() => {
  vi.mocked(returnsApi.policy).mockReset();
});

describe('ReturnPromise (issue 18)', () => {
  it('gives the policy’s window for a returnable piece, and the policy’s label of the kind for one that is not', async () => {
    vi.mocked(returnsApi.policy).mockResolvedValue({ ...POLICY, returnWindowDays: 12 });
    const ring = renderWithApp(<ReturnPromise product={{ nonReturnable: null }} />);
    await reads('12-day returns on unused pieces delivered in India · Return policy');
    ring.unmount();

    const idol = renderWithApp(<ReturnPromise product={{ nonReturnable: 'idol' }} />);
    await reads('Not returnable: idols · Return policy');
    idol.unmount();

    // A kind the policy does not list (an older policy answer) is named as it is, never left blank.
    renderWithApp(<ReturnPromise product={{ nonReturnable: 'utensil' }} />);
    await reads('Not returnable: utensil · Return policy');
  });

  it('covers pieces delivered abroad when the policy does', async () => {
    vi.mocked(returnsApi.policy).mockResolvedValue({ ...POLICY, overseasReturnable: true });
    renderWithApp(<ReturnPromise product={{ nonReturnable: null }} />);
    await reads('9-day returns on unused pieces, in India and abroad · Return policy');
  });

  it('keeps its line while the policy is on its way (a shimmer for each figure), and states no figure when it cannot be read', async () => {
    vi.mocked(returnsApi.policy).mockReturnValue(new Promise(() => undefined));
    const waiting = renderWithApp(<ReturnPromise product={{ nonReturnable: null }} />);
    expect(line()?.textContent).toBe('-day returns  · Return policy');
    expect(line()?.querySelectorAll('.skeleton')).toHaveLength(2);
    waiting.unmount();

    const coin = renderWithApp(<ReturnPromise product={{ nonReturnable: 'coin' }} />);
    expect(line()?.textContent).toBe('Not returnable:  · Return policy');
    expect(line()?.querySelectorAll('.skeleton')).toHaveLength(1);
    coin.unmount();

    vi.mocked(returnsApi.policy).mockRejectedValue(new Error('offline'));
    const ring = renderWithApp(<ReturnPromise product={{ nonReturnable: null }} />);
    await screen.findByText('Returns on unused pieces');
    expect(line()?.querySelector('.skeleton')).toBeNull();
    ring.unmount();
    renderWithApp(<ReturnPromise product={{ nonReturnable: 'coin' }} />);
    await reads('Not returnable · Return policy');
    expect(line()?.querySelector('.skeleton')).toBeNull();
  });
});
