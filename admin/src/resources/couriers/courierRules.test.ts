import { describe, expect, it } from 'vitest';
import { awbFits, checkAwbPattern, checkTrackingTemplate, trackingLink } from './courierRules';

describe('courier rules', () => {
  it('takes an https template holding {awb}', () => {
    expect(checkTrackingTemplate('https://www.delhivery.com/track/package/{awb}')).toBeUndefined();
    expect(checkTrackingTemplate('https://www.delhivery.com/track/package/')).toBe('Put {awb} where the AWB number goes');
    expect(checkTrackingTemplate('http://example.com/{awb}')).toBe('The tracking page must be an https address');
  });

  it('takes a regular expression as the AWB format', () => {
    expect(checkAwbPattern('^[0-9]{11}$')).toBeUndefined();
    expect(checkAwbPattern('([')).toBe('Not a regular expression');
  });

  it('checks an AWB against the whole format and builds its link', () => {
    expect(awbFits('[0-9]{11}', '12345678901')).toBe(true);
    expect(awbFits('[0-9]{11}', '123456789012')).toBe(false);
    expect(trackingLink('https://x.in/t/{awb}', 'EE 1')).toBe('https://x.in/t/EE%201');
  });
});
