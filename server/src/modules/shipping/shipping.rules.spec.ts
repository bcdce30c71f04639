import { awbFits, isPattern, isTrackingTemplate, normaliseAwb, signatureMatches, webhookSignature, withinWindow } from './shipping.rules.js';

describe('shipping rules', () => {
  it('normalises an AWB: spaces out, upper-case', () => {
    expect(normaliseAwb(' ee 123456789 in ')).toBe('EE123456789IN');
  });

  it("checks an AWB against the courier's whole pattern", () => {
    expect(awbFits('[A-Z]{2}[0-9]{9}IN', 'EE123456789IN')).toBe(true);
    expect(awbFits('^[0-9]{11}$', '12345678901')).toBe(true);
    expect(awbFits('[0-9]{11}', '123456789012')).toBe(false);
    expect(awbFits('[0-9]{11}', 'X12345678901')).toBe(false);
    expect(awbFits('([', 'anything')).toBe(false);
    expect(isPattern('([')).toBe(false);
  });

  it('takes only https tracking templates holding {awb}', () => {
    expect(isTrackingTemplate('https://www.delhivery.com/track/package/{awb}')).toBe(true);
    expect(isTrackingTemplate('https://www.delhivery.com/track/package/')).toBe(false);
    expect(isTrackingTemplate('http://example.com/{awb}')).toBe(false);
    expect(isTrackingTemplate('javascript:alert({awb})')).toBe(false);
  });

  it('verifies the signature of the exact body', () => {
    const secret = 'k'.repeat(32);
    const body = '{"awb":"1","status":"delivered","timestamp":1}';
    const signature = webhookSignature(secret, body);
    expect(signature).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureMatches(secret, body, signature)).toBe(true);
    expect(signatureMatches(secret, `${body} `, signature)).toBe(false);
    expect(signatureMatches('x'.repeat(32), body, signature)).toBe(false);
    expect(signatureMatches(secret, body, undefined)).toBe(false);
    expect(signatureMatches(secret, body, 'sha256=00')).toBe(false);
  });

  it('takes timestamps within five minutes either way', () => {
    const now = Date.parse('2026-11-28T06:00:00Z');
    expect(withinWindow(now / 1000 - 299, now)).toBe(true);
    expect(withinWindow(now / 1000 + 299, now)).toBe(true);
    expect(withinWindow(now / 1000 - 301, now)).toBe(false);
    expect(withinWindow(Number.NaN, now)).toBe(false);
  });
});
