import { describe, expect, it } from 'vitest';
import { compareOrders, compareRevenue, dayLabel, dayTick, totalsOf, weekdayOf } from './salesRules';

describe('days', () => {
  it('reads the server’s Indian dates as calendar dates, whatever the browser’s time zone', () => {
    expect(dayTick('2026-10-18')).toBe('18 Oct');
    expect(dayLabel('2026-10-18')).toBe('Sun, 18 Oct');
    expect(weekdayOf('2026-10-18')).toBe('Sunday');
  });
});

describe('compareOrders and compareRevenue', () => {
  it('say up or down in words, with the change and last week’s figure', () => {
    expect(compareOrders(7, 5, 'Sunday')).toEqual({ trend: 'up', sentence: 'Up 2 on last Sunday at this time (5)' });
    expect(compareOrders(3, 5, 'Sunday')).toEqual({ trend: 'down', sentence: 'Down 2 on last Sunday at this time (5)' });
    expect(compareRevenue(9000, 12000, 'Monday')).toEqual({ trend: 'down', sentence: 'Down 25% on last Monday at this time (₹12,000.00)' });
    expect(compareRevenue(15000, 12000, 'Monday')).toEqual({ trend: 'up', sentence: 'Up 25% on last Monday at this time (₹12,000.00)' });
  });

  it('say the same when nothing changed, and up from nothing after an empty day', () => {
    expect(compareOrders(4, 4, 'Friday')).toEqual({ trend: 'same', sentence: 'Same as last Friday at this time (4)' });
    expect(compareRevenue(0, 0, 'Friday')).toEqual({ trend: 'same', sentence: 'Same as last Friday at this time (₹0.00)' });
    expect(compareRevenue(2500, 0, 'Friday')).toEqual({ trend: 'up', sentence: 'Up from nothing last Friday at this time' });
  });
});

describe('totalsOf', () => {
  it('adds the days, rupees to the paisa', () => {
    expect(totalsOf([{ orders: 2, revenue: 0.1 }, { orders: 1, revenue: 0.2 }, { orders: 0, revenue: 0 }])).toEqual({ orders: 3, revenue: 0.3 });
  });
});
