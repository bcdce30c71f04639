import { describe, expect, it } from 'vitest';
import { checkCodLimit, checkCountries, checkPinRanges, checkStateCodes, toDeliveryZonePayload, zoneReach } from './deliveryZoneRules';

describe('toDeliveryZonePayload', () => {
  it('sends a zone in India with its PIN ranges and states, without countries', () => {
    expect(
      toDeliveryZonePayload({ name: ' Jaipur city ', kind: 'india', pinRanges: ['302001-302044', ' '], stateCodes: [], countries: ['US'], position: 10, transitMinDays: 1, transitMaxDays: 1, fee: 0, freeAbove: null, codOffered: true, codLimit: 50000 }),
    ).toEqual({ name: 'Jaipur city', kind: 'india', pinRanges: ['302001-302044'], stateCodes: [], countries: [], position: 10, transitMinDays: 1, transitMaxDays: 1, fee: 0, freeAbove: null, codOffered: true, codLimit: 50000 });
  });

  it('never sends COD, PIN ranges or states for a zone abroad', () => {
    const payload = toDeliveryZonePayload({ name: 'Gulf', kind: 'abroad', pinRanges: ['302001'], stateCodes: ['08'], countries: ['ae', 'SA'], fee: 1200, freeAbove: 25000, codOffered: true, codLimit: 5000 });
    expect(payload).toMatchObject({ pinRanges: [], stateCodes: [], countries: ['AE', 'SA'], codOffered: false, codLimit: null });
  });
});

describe('zone checks', () => {
  it('names the first entry the server would refuse', () => {
    expect(checkPinRanges(['302001-302039', '3020'])).toBe('3020 is not a PIN code or a range such as 302001-302039');
    expect(checkPinRanges(['302029'])).toBeUndefined();
    expect(checkCountries(['us', 'USA'])).toBe('USA is not a two-letter ISO country code such as US');
    expect(checkStateCodes(['8'])).toBe('8 is not a two-digit GST state code such as 08');
    expect(checkCodLimit(200000)).toContain('Below ₹2,00,000');
    expect(checkCodLimit(50000)).toBeUndefined();
    expect(checkCodLimit(null)).toBeUndefined();
  });

  it('says where a zone delivers', () => {
    expect(zoneReach({ kind: 'india', pinRanges: ['302001-302044'], stateCodes: ['08'], countries: [] })).toBe('PIN 302001-302044, state 08');
    expect(zoneReach({ kind: 'india', pinRanges: [], stateCodes: [], countries: [] })).toBe('Rest of India');
    expect(zoneReach({ kind: 'abroad', pinRanges: [], stateCodes: [], countries: [] })).toBe('Rest of the world');
  });
});
