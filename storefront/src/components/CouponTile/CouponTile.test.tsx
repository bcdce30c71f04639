import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '../../features/coupon/api';
import { CouponTile } from './CouponTile';

const SONA10: Coupon = {
  _id: 'c1',
  name: 'SONA10',
  price: 1999,
  discount: 10,
  userlimit: 1,
  expiresAt: '2027-03-31T12:00:00.000Z',
  sellerId: null,
  shopName: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  // jsdom has no copy command; some tests lend one
  Reflect.deleteProperty(document, 'execCommand');
});

function lendCopyCommand(works: boolean) {
  const execCommand = vi.fn(() => works);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

describe('CouponTile', () => {
  it("shows the code, spec 2's offer and the last day", () => {
    render(<CouponTile coupon={SONA10} />);
    const tile = screen.getByRole('button', { name: /^SONA10/ });
    expect(tile.textContent).toContain('10% off on orders above Rs. 1,999');
    expect(tile.textContent).toContain('Valid until 31 March 2027');
    expect(tile.textContent).toContain('Copy code');
  });

  it('copies the code through the Clipboard API on a secure page and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('isSecureContext', true);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const success = vi.spyOn(toast, 'success');
    render(<CouponTile coupon={{ ...SONA10, expiresAt: null }} />);

    fireEvent.click(screen.getByRole('button', { name: /^SONA10/ }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Coupon code SONA10 copied'));
    expect(writeText).toHaveBeenCalledWith('SONA10');
  });

  it('copies on a plain http:// address, where there is no Clipboard API, and keeps the focus on the tile', async () => {
    vi.stubGlobal('isSecureContext', false);
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = lendCopyCommand(true);
    const success = vi.spyOn(toast, 'success');
    render(<CouponTile coupon={SONA10} />);
    const tile = screen.getByRole('button', { name: /^SONA10/ });
    tile.focus();

    fireEvent.click(tile);
    await waitFor(() => expect(success).toHaveBeenCalledWith('Coupon code SONA10 copied'));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.activeElement).toBe(tile);
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('gives the code in the toast when the browser refuses to copy', async () => {
    vi.stubGlobal('isSecureContext', false);
    lendCopyCommand(false);
    const error = vi.spyOn(toast, 'error');
    render(<CouponTile coupon={SONA10} />);

    fireEvent.click(screen.getByRole('button', { name: /^SONA10/ }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to copy the code. Please note it down: SONA10'));
  });
});
