import { describe, expect, it } from 'vitest';
import { csvFileName, subscriberStatusChoices } from './subscriberRules';

describe('csvFileName', () => {
  it('takes the name the server suggests, or makes one of the same shape', () => {
    expect(csvFileName('attachment; filename="newsletter-subscribers-2026-06-01.csv"', new Date('2026-06-02T10:00:00Z'))).toBe(
      'newsletter-subscribers-2026-06-01.csv',
    );
    expect(csvFileName(null, new Date('2026-06-02T10:00:00Z'))).toBe('newsletter-subscribers-2026-06-02.csv');
  });
});

describe('subscriberStatusChoices', () => {
  it('offers both statuses the server filters by', () => {
    expect(subscriberStatusChoices).toEqual([
      { id: 'subscribed', name: 'Subscribed' },
      { id: 'unsubscribed', name: 'Unsubscribed' },
    ]);
  });
});
