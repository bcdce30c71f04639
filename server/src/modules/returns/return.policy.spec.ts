import { missingClaimClosesAt, returnWindowLastDay, shortDate, withinMissingClaimWindow, withinReturnWindow, windowClosedSentence } from './return.policy.js';

describe('the return window, in IST calendar days', () => {
  // 1 Dec 2026, 23:00 IST = 17:30 UTC: day 0 is 1 Dec in India, though it is still 1 Dec in UTC too.
  const delivered = new Date('2026-12-01T17:30:00Z');

  it('day 7 is in, day 8 is out, whatever the hour', () => {
    expect(withinReturnWindow(delivered, new Date('2026-12-08T18:29:59Z'))).toBe(true); // 8 Dec 23:59:59 IST
    expect(withinReturnWindow(delivered, new Date('2026-12-08T18:30:00Z'))).toBe(false); // 9 Dec 00:00 IST
    expect(withinReturnWindow(delivered, new Date('2026-12-01T18:31:00Z'))).toBe(true); // 2 Dec 00:01 IST, day 1
  });

  it('a delivery just after midnight IST counts from that day, not the UTC one', () => {
    const early = new Date('2026-11-30T18:45:00Z'); // 1 Dec 00:15 IST
    expect(returnWindowLastDay(early).toISOString().slice(0, 10)).toBe('2026-12-08');
    expect(shortDate(returnWindowLastDay(early))).toBe('8 Dec');
    expect(windowClosedSentence(early)).toBe('The 7-day return window closed on 8 Dec');
  });

  it('missing items are reported within 48 hours to the minute', () => {
    expect(missingClaimClosesAt(delivered).toISOString()).toBe('2026-12-03T17:30:00.000Z');
    expect(withinMissingClaimWindow(delivered, new Date('2026-12-03T17:30:00Z'))).toBe(true);
    expect(withinMissingClaimWindow(delivered, new Date('2026-12-03T17:30:01Z'))).toBe(false);
  });
});
