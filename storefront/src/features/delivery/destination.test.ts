import { describe, expect, it } from 'vitest';
import { DELIVERY_SUMMARY, JAIPUR_ESTIMATE } from '../../test/delivery';
import type { DeliveryEstimate } from './api';
import { codLine, codUnavailable, deliverToLine, destinationOfAddress, estimateQuery, feeLine, normalisePin, parseDestination, shippingPromise } from './destination';

const JAIPUR = JAIPUR_ESTIMATE;
const NEW_YORK: DeliveryEstimate = {
  ...JAIPUR,
  zone: 'USA and Canada',
  kind: 'abroad',
  country: 'US',
  pin: null,
  district: null,
  state: null,
  fee: 2500,
  freeAbove: 25000,
  codAvailable: false,
  codLimit: null,
  codNote: 'Cash on delivery is not available outside India.',
};

describe('the product page’s delivery line', () => {
  it('reads as the issue words it, in India and abroad', () => {
    expect(`${deliverToLine(JAIPUR)} · ${codLine(JAIPUR)}`).toBe('Deliver to 302029 — by Tue, 2 Dec · Cash on delivery available');
    expect(`${deliverToLine(NEW_YORK, 'United States of America')} · ${codLine(NEW_YORK)}`).toBe(
      'Deliver to United States of America — by Tue, 2 Dec · Cash on delivery is not available outside India.',
    );
    expect(feeLine(JAIPUR)).toBe('Free shipping');
    expect(feeLine(NEW_YORK)).toBe('Shipping ₹2,500 · free above ₹25,000');
    expect(feeLine({ ...NEW_YORK, freeAbove: null })).toBe('Shipping ₹2,500');
  });
});

describe('codUnavailable', () => {
  it('says why COD is not offered: the zone takes none, or the order is above its limit', () => {
    expect(codUnavailable(JAIPUR, 50000)).toBeNull();
    expect(codUnavailable(JAIPUR, 50000.01)).toBe('Cash on delivery is available for orders up to ₹50,000.');
    expect(codUnavailable(NEW_YORK, 100)).toBe('Cash on delivery is not available outside India.');
  });
});

describe('destinations', () => {
  it('takes a PIN with spaces and refuses what is not one', () => {
    expect(normalisePin(' 302 029 ')).toBe('302029');
    expect(normalisePin('02029')).toBeUndefined();
    expect(normalisePin('30202a')).toBeUndefined();
  });

  it('reads back only a well-formed remembered destination', () => {
    expect(parseDestination('{"pin":"302029"}')).toEqual({ pin: '302029' });
    expect(parseDestination('{"country":"US"}')).toEqual({ country: 'US' });
    expect(parseDestination('{"country":"IN"}')).toBeNull();
    expect(parseDestination('{"pin":"12"}')).toBeNull();
    expect(parseDestination('not json')).toBeNull();
    expect(parseDestination(null)).toBeNull();
  });

  it('asks the estimate with the amount when the checkout has one', () => {
    expect(estimateQuery({ pin: '302029' })).toEqual({ pin: '302029' });
    expect(estimateQuery({ country: 'US' }, 1999)).toEqual({ country: 'US', amount: 1999 });
    expect(destinationOfAddress({ post: '302 029' })).toEqual({ pin: '302029' });
    expect(destinationOfAddress({ post: '302029', country: 'IN' })).toEqual({ pin: '302029' });
    expect(destinationOfAddress({ post: '10118', country: 'us' })).toEqual({ country: 'US' });
    expect(destinationOfAddress({ post: 'abc' })).toBeNull();
  });
});

describe('shippingPromise', () => {
  it('promises only what the zones make true', () => {
    const base = DELIVERY_SUMMARY;
    expect(shippingPromise(base)).toEqual({
      title: 'Free shipping across India',
      detail: 'and worldwide above ₹25,000',
      line: 'Free shipping across India and worldwide above ₹25,000',
    });
    expect(shippingPromise({ ...base, worldwideFreeAbove: null })).toEqual({ title: 'Free shipping across India', detail: 'We ship worldwide', line: 'Free shipping across India' });
    expect(shippingPromise({ ...base, shipsAbroad: false })).toEqual({ title: 'Free shipping across India', detail: null, line: 'Free shipping across India' });
    expect(shippingPromise({ ...base, freeAcrossIndia: false, indiaFreeAbove: null }).title).toBe('Shipping across India');
  });
});
