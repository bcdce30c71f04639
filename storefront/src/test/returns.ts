import type { EligibleLine, OrderReturn, ReturnEligibility, ReturnPolicy } from '../features/returns/api';

/** A policy whose figures differ from the shop's own (7 days, 48 hours, 7–10 days), so a page that hard-codes them fails. */
export const POLICY: ReturnPolicy = {
  returnWindowDays: 9,
  missingItemClaimHours: 36,
  refundStartsAfterHours: 24,
  refundBusinessDaysMin: 5,
  refundBusinessDaysMax: 8,
  overseasReturnable: false,
  nonReturnable: [
    { kind: 'personalised', label: 'Personalised pieces' },
    { kind: 'coin', label: 'Gold coins' },
    { kind: 'idol', label: 'Idols' },
  ],
  reasons: [
    { reason: 'damaged', label: 'Arrived damaged' },
    { reason: 'size_or_fit', label: 'Size or fit' },
    { reason: 'changed_mind', label: 'Changed my mind' },
  ],
  maxPhotos: 2,
  maxPhotoBytes: 5 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  refundTiming: 'Refunds start 24 hours after we receive the pieces back and reach you in 5–8 business days.',
};

export const ORDER_ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

export function eligibleLine(overrides: Partial<EligibleLine> = {}): EligibleLine {
  return {
    lineId: '11111111-1111-4111-8111-111111111111',
    productId: '22222222-2222-4222-8222-222222222222',
    name: 'Kundan Bangle Pair',
    image: '',
    size: '2.6',
    color: '',
    quantity: 2,
    alreadyRequested: 0,
    returnableQuantity: 2,
    notReturnableReason: null,
    claimableQuantity: 2,
    price: 1105,
    ...overrides,
  };
}

/** A cash-on-delivery order delivered yesterday: a bangle pair (2) that may be returned, and a gold coin that may not. */
export function makeEligibility(overrides: Partial<ReturnEligibility> = {}): ReturnEligibility {
  return {
    orderId: ORDER_ID,
    deliveredAt: '2026-11-27T10:00:00.000Z',
    canReturn: true,
    returnBlockedReason: null,
    returnWindowLastDay: '2026-12-04',
    canClaimMissing: true,
    missingClaimClosesAt: '2026-11-29T10:00:00.000Z',
    missingClaimBlockedReason: null,
    needsRefundDetails: true,
    lines: [
      eligibleLine(),
      eligibleLine({
        lineId: '33333333-3333-4333-8333-333333333333',
        name: 'Lakshmi Coin Pendant',
        size: '',
        quantity: 1,
        returnableQuantity: 0,
        claimableQuantity: 1,
        notReturnableReason: 'Gold coins cannot be returned',
        price: 5200,
      }),
    ],
    ...overrides,
  };
}

export function makeReturn(overrides: Partial<OrderReturn> = {}): OrderReturn {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    orderId: ORDER_ID,
    kind: 'return',
    state: 'requested',
    reason: 'size_or_fit',
    reasonLabel: 'Size or fit',
    comment: null,
    lines: [{ lineId: '11111111-1111-4111-8111-111111111111', productId: null, name: 'Kundan Bangle Pair', image: '', size: '2.6', color: '', quantity: 1, price: 1105 }],
    amount: 994.5,
    pickup: null,
    rejectionReason: null,
    refundToText: 'UPI me…@okaxis',
    receivedAt: null,
    refundDueAt: null,
    refundedAt: null,
    refundReference: null,
    media: [],
    history: [],
    createdAt: '2026-11-28T06:00:00.000Z',
    updatedAt: '2026-11-28T06:00:00.000Z',
    ...overrides,
  };
}
