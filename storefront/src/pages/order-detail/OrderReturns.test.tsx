import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client';
import { returnsApi } from '../../features/returns/api';
import { renderWithApp } from '../../test/render';
import { eligibleLine, makeEligibility, makeReturn, ORDER_ID, POLICY } from '../../test/returns';
import { signInAsMeera } from '../../test/session';
import { OrderReturns } from './OrderReturns';

vi.mock('../../api/client', async (original) => (await import('../../test/mock-client')).clientWithoutSession(original));
vi.mock('../../features/returns/api', () => ({
  returnsApi: { policy: vi.fn(), eligibility: vi.fn(), list: vi.fn(), create: vi.fn(), claimMissing: vi.fn(), cancel: vi.fn(), upload: vi.fn() },
}));

const DELIVERED = { _id: ORDER_ID, delivery_status: 'delivered' as const };
const MEDIA = { contentType: 'image/webp', bytes: 2048, url: '/api/returns/media/x', createdAt: '2026-11-28T06:00:00.000Z' };

function file(name: string, type: string, size = 1000): File {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
}

function choose(input: HTMLElement, ...files: File[]) {
  fireEvent.change(input, { target: { files } });
}

beforeEach(() => {
  signInAsMeera();
  vi.mocked(returnsApi.policy).mockResolvedValue(POLICY);
  vi.mocked(returnsApi.eligibility).mockResolvedValue(makeEligibility());
  vi.mocked(returnsApi.list).mockResolvedValue([]);
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${(blob as File).name}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.resetAllMocks();
});

async function openReturnForm() {
  renderWithApp(<OrderReturns order={DELIVERED} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Return items' }));
  return screen.getByRole('form', { name: 'Return items' });
}

describe('the order page’s returns (issue 18)', () => {
  it('shows nothing and asks nothing before the order is delivered', () => {
    renderWithApp(<OrderReturns order={{ _id: ORDER_ID, delivery_status: 'shipped' }} />);
    expect(screen.queryByRole('region', { name: 'Returns' })).toBeNull();
    expect(returnsApi.eligibility).not.toHaveBeenCalled();
    expect(returnsApi.list).not.toHaveBeenCalled();
  });

  it('says until when pieces may be returned, and which piece cannot be, and why', async () => {
    renderWithApp(<OrderReturns order={DELIVERED} />);
    const region = await screen.findByRole('region', { name: 'Returns' });
    await within(region).findByText('You can return pieces of this order until 4 December 2026.');
    expect(within(region).getByRole('list', { name: 'Pieces that cannot be returned' }).textContent).toBe('Lakshmi Coin Pendant: Gold coins cannot be returned');
    expect(within(region).getByRole('button', { name: 'Return items' })).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Report a missing item' })).toBeTruthy();
  });

  it('offers no return when nothing can be returned, and says why', async () => {
    vi.mocked(returnsApi.eligibility).mockResolvedValue(
      makeEligibility({
        canReturn: false,
        returnBlockedReason: 'Nothing in this order can be returned',
        canClaimMissing: false,
        missingClaimBlockedReason: 'Missing items must be reported within 48 hours of delivery',
        lines: [eligibleLine({ name: 'Lakshmi Coin Pendant', size: '', quantity: 1, returnableQuantity: 0, claimableQuantity: 0, notReturnableReason: 'Gold coins cannot be returned' })],
      }),
    );
    renderWithApp(<OrderReturns order={DELIVERED} />);
    await screen.findByText('Returns: Nothing in this order can be returned.');
    expect(screen.getByRole('list', { name: 'Pieces that cannot be returned' }).textContent).toBe('Lakshmi Coin Pendant: Gold coins cannot be returned');
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Report a missing item' })).toBeNull();
  });

  it('tells an overseas order once, not again at every piece', async () => {
    const overseas = 'Overseas orders cannot be returned';
    vi.mocked(returnsApi.eligibility).mockResolvedValue(
      makeEligibility({
        canReturn: false,
        returnBlockedReason: overseas,
        canClaimMissing: false,
        missingClaimBlockedReason: overseas,
        lines: [eligibleLine({ returnableQuantity: 0, claimableQuantity: 0, notReturnableReason: overseas })],
      }),
    );
    renderWithApp(<OrderReturns order={DELIVERED} />);
    await screen.findByText(`Returns: ${overseas}.`);
    expect(screen.queryByRole('list', { name: 'Pieces that cannot be returned' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Return items' })).toBeNull();
  });

  it('returns one of two pieces with a reason, a comment, a photo and a UPI ID', async () => {
    vi.mocked(returnsApi.upload).mockResolvedValue({ ...MEDIA, id: 'photo-1', kind: 'photo' });
    vi.mocked(returnsApi.create).mockResolvedValue(makeReturn());
    const form = await openReturnForm();
    expect(form.textContent).toContain('within 9 days of delivery');
    // The coin is listed with why, and cannot be chosen.
    expect(within(form).queryByRole('checkbox', { name: /Lakshmi/ })).toBeNull();
    expect(form.textContent).toContain('Gold coins cannot be returned');

    fireEvent.click(within(form).getByRole('checkbox', { name: 'Kundan Bangle Pair (size 2.6)' }));
    const howMany = within(form).getByRole('combobox', { name: 'How many of Kundan Bangle Pair' });
    expect(Array.from((howMany as HTMLSelectElement).options, (option) => option.value)).toEqual(['1', '2']);
    fireEvent.change(within(form).getByRole('combobox', { name: 'Reason' }), { target: { value: 'size_or_fit' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Comment (optional)' }), { target: { value: '  Too small for me  ' } });

    const photos = within(form).getByLabelText('Photos (optional)');
    expect(form.textContent).toContain('Up to 2 photos, 5 MB each (JPEG, PNG, WebP, GIF or AVIF).');
    choose(photos, file('wrist.png', 'image/png'));
    expect(await within(form).findByText('Uploaded')).toBeTruthy();
    expect(within(form).getByRole('img', { name: 'Preview of wrist.png' }).getAttribute('src')).toBe('blob:wrist.png');
    expect(returnsApi.upload).toHaveBeenCalledTimes(1);

    fireEvent.change(within(form).getByRole('textbox', { name: 'UPI ID' }), { target: { value: 'meera@okaxis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    await waitFor(() => expect(returnsApi.create).toHaveBeenCalledTimes(1));
    expect(returnsApi.create).toHaveBeenCalledWith(ORDER_ID, {
      lines: [{ lineId: '11111111-1111-4111-8111-111111111111', quantity: 1 }],
      reason: 'size_or_fit',
      comment: 'Too small for me',
      photoIds: ['photo-1'],
      refundTo: { method: 'upi', upiId: 'meera@okaxis' },
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Return items' })).toBeNull());
    expect(returnsApi.list).toHaveBeenCalledTimes(2);
  });

  it('asks for pieces and a reason before sending anything', async () => {
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect(await within(form).findByText('Choose the pieces you are returning.')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(returnsApi.create).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a photo, or too large, before uploading it, and keeps to the photo limit', async () => {
    vi.mocked(returnsApi.upload).mockImplementation(async (chosen: File) => ({ ...MEDIA, id: chosen.name, kind: 'photo' }));
    const form = await openReturnForm();
    const photos = within(form).getByLabelText('Photos (optional)');
    choose(photos, file('notes.pdf', 'application/pdf'));
    expect((await within(form).findByRole('alert')).textContent).toBe('notes.pdf is not a photo: choose a JPEG, PNG, WebP, GIF or AVIF picture.');
    choose(photos, file('huge.jpg', 'image/jpeg', 6 * 1024 * 1024));
    expect(within(form).getByRole('alert').textContent).toBe('huge.jpg is 6 MB: a photo may be at most 5 MB.');
    expect(returnsApi.upload).not.toHaveBeenCalled();
    choose(photos, file('a.jpg', 'image/jpeg'), file('b.jpg', 'image/jpeg'), file('c.jpg', 'image/jpeg'));
    expect(within(form).getByRole('alert').textContent).toBe('At most 2 photos: 1 not added.');
    await waitFor(() => expect(returnsApi.upload).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(within(form).getAllByText('Uploaded')).toHaveLength(2));
    expect((photos as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(form).getByRole('button', { name: 'Remove a.jpg' }));
    expect(within(form).queryByRole('img', { name: 'Preview of a.jpg' })).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:a.jpg');
    expect((photos as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the server’s refusal of a bank detail at its field', async () => {
    const sentence = 'The IFSC must be 11 characters: 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234).';
    vi.mocked(returnsApi.create).mockRejectedValue(new ApiError(400, 'RETURN_REFUND_DETAILS', sentence, [{ field: 'refundTo.ifsc', messages: [sentence] }]));
    const form = await openReturnForm();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Kundan Bangle Pair (size 2.6)' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Reason' }), { target: { value: 'damaged' } });
    fireEvent.click(within(form).getByRole('radio', { name: 'Bank account' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Account holder’s name' }), { target: { value: 'Meera Sharma' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Account number' }), { target: { value: '123456789012' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'IFSC' }), { target: { value: 'SBIN1234' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    const ifsc = within(form).getByRole('textbox', { name: 'IFSC' });
    await waitFor(() => expect(ifsc.getAttribute('aria-invalid')).toBe('true'));
    expect(ifsc.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(sentence);
    expect(returnsApi.create).toHaveBeenCalledWith(ORDER_ID, {
      lines: [{ lineId: '11111111-1111-4111-8111-111111111111', quantity: 1 }],
      reason: 'damaged',
      refundTo: { method: 'bank', accountHolder: 'Meera Sharma', accountNumber: '123456789012', ifsc: 'SBIN1234' },
    });
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('shows a refusal that names no field above the buttons', async () => {
    vi.mocked(returnsApi.create).mockRejectedValue(new ApiError(409, 'RETURN_TOO_MANY_PIECES', 'At most 1 of Kundan Bangle Pair can be returned.'));
    vi.mocked(returnsApi.eligibility).mockResolvedValue(makeEligibility({ needsRefundDetails: false }));
    const form = await openReturnForm();
    expect(within(form).queryByRole('group', { name: 'Where should we send your refund?' })).toBeNull();
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Kundan Bangle Pair (size 2.6)' }));
    fireEvent.change(within(form).getByRole('combobox', { name: 'Reason' }), { target: { value: 'damaged' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send return request' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('At most 1 of Kundan Bangle Pair can be returned.');
  });

  it('shows where each return stands: pickup with tracking, rejection, refund with date, reference and amount', async () => {
    vi.mocked(returnsApi.list).mockResolvedValue([
      makeReturn({
        id: 'r1',
        state: 'approved',
        pickup: { courierId: 'c1', courierName: 'Delhivery', awb: '1234567890', trackingUrl: 'https://www.delhivery.com/track/package/1234567890' },
      }),
      makeReturn({ id: 'r2', state: 'rejected', rejectionReason: 'The piece shows signs of wear.' }),
      makeReturn({
        id: 'r3',
        state: 'refunded',
        amount: 1105,
        refundedAt: '2026-11-28T09:30:00.000Z',
        refundReference: '123456789012',
        pickup: { courierId: 'c1', courierName: 'Delhivery', awb: '1234567891', trackingUrl: 'https://www.delhivery.com/track/package/1234567891' },
      }),
      makeReturn({ id: 'r4', kind: 'missing', state: 'requested', reason: 'missing_item', reasonLabel: 'Missing from the parcel' }),
    ]);
    renderWithApp(<OrderReturns order={DELIVERED} />);
    const approved = (await screen.findByRole('article', { name: 'Return · Approved' })).textContent ?? '';
    expect(approved).toContain('Delhivery will collect the parcel (AWB 1234567890)');
    expect(approved).toContain('Refund expected₹994.50');
    expect(approved).toContain('Refund toUPI me…@okaxis');
    const track = within(screen.getByRole('article', { name: 'Return · Approved' })).getByRole('link', {
      name: 'Track pickup 1234567890 on Delhivery (opens in a new tab)',
    });
    expect(track.getAttribute('href')).toBe('https://www.delhivery.com/track/package/1234567890');
    expect(screen.getByRole('article', { name: 'Return · Rejected' }).textContent).toContain('Rejected: The piece shows signs of wear.');
    const refunded = screen.getByRole('article', { name: 'Return · Refunded' });
    expect(refunded.textContent).toMatch(/Refunded ₹1,105 on 28 November 2026 at [^(]+ \(ref 123456789012\)\./);
    expect(within(refunded).queryByRole('button')).toBeNull();
    // The pickup is done with: no tracking link any more.
    expect(within(refunded).queryByRole('link')).toBeNull();
    const claim = screen.getByRole('article', { name: 'Missing item · Requested' });
    expect(claim.textContent).toContain('Missing from the parcel');
    vi.mocked(returnsApi.cancel).mockResolvedValue(makeReturn({ id: 'r4', state: 'cancelled' }));
    fireEvent.click(within(claim).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(returnsApi.cancel).toHaveBeenCalledWith('r4'));
  });
});

describe('reporting a missing item (issue 18)', () => {
  async function openClaimForm() {
    renderWithApp(<OrderReturns order={DELIVERED} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Report a missing item' }));
    return screen.getByRole('form', { name: 'Report a missing item' });
  }

  it('refuses a file that is not a video before uploading it, and says the size cap', async () => {
    const form = await openClaimForm();
    expect(form.textContent).toContain('MP4 or WebM, at most 50 MB.');
    expect(form.textContent).toContain('within 36 hours of delivery');
    choose(within(form).getByLabelText('Unboxing video'), file('parcel.jpg', 'image/jpeg'));
    expect((await within(form).findByRole('alert')).textContent).toBe('parcel.jpg is not an MP4 or WebM video.');
    choose(within(form).getByLabelText('Unboxing video'), file('long.mp4', 'video/mp4', 60 * 1024 * 1024));
    expect(within(form).getByRole('alert').textContent).toBe('long.mp4 is 60 MB: the video may be at most 50 MB.');
    expect(returnsApi.upload).not.toHaveBeenCalled();
  });

  it('shows the server’s word on a file that only claims to be a video', async () => {
    vi.mocked(returnsApi.upload).mockRejectedValue(
      new ApiError(400, 'UPLOAD_NOT_VIDEO', 'The file is not an MP4 or WebM video, nor a JPEG, PNG, WebP, GIF or AVIF photo.'),
    );
    const form = await openClaimForm();
    choose(within(form).getByLabelText('Unboxing video'), file('fake.mp4', 'video/mp4'));
    expect((await within(form).findByRole('alert')).textContent).toBe('The file is not an MP4 or WebM video, nor a JPEG, PNG, WebP, GIF or AVIF photo.');
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(returnsApi.claimMissing).not.toHaveBeenCalled();
  });

  it('sends the missing pieces with the uploaded video and a note', async () => {
    vi.mocked(returnsApi.upload).mockResolvedValue({ ...MEDIA, id: 'video-1', kind: 'video', contentType: 'video/mp4', bytes: 3 * 1024 * 1024 });
    vi.mocked(returnsApi.claimMissing).mockResolvedValue(makeReturn({ kind: 'missing' }));
    const form = await openClaimForm();
    // A coin may be reported missing, though not returned.
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Lakshmi Coin Pendant' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note (optional)' }), { target: { value: 'The coin box was empty' } });
    choose(within(form).getByLabelText('Unboxing video'), file('unboxing.mp4', 'video/mp4', 3 * 1024 * 1024));
    expect(await within(form).findByText('Uploaded unboxing.mp4 (3 MB)')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'UPI ID' }), { target: { value: 'meera@okaxis' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(returnsApi.claimMissing).toHaveBeenCalledWith(ORDER_ID, {
        lines: [{ lineId: '33333333-3333-4333-8333-333333333333', quantity: 1 }],
        videoId: 'video-1',
        comment: 'The coin box was empty',
        refundTo: { method: 'upi', upiId: 'meera@okaxis' },
      }),
    );
  });
});
