import { formatRupees } from '../lib/money';

/** Days as the server sends them (YYYY-MM-DD, Indian days), read as calendar dates whatever the browser's time zone. */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
const shortDay = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const weekdayName = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: 'UTC' });

/** '18 Oct': a chart's tick. */
export function dayTick(day: string): string {
  return shortDay.format(asDate(day));
}

/** 'Sat, 18 Oct': a row of the table, a tooltip's heading. */
export function dayLabel(day: string): string {
  return longDay.format(asDate(day));
}

/** 'Saturday': the day of the week of a date. */
export function weekdayOf(day: string): string {
  return weekdayName.format(asDate(day));
}

export type Trend = 'up' | 'down' | 'same';

export type Comparison = { trend: Trend; sentence: string };

/**
 * Today so far against the same time last week, in words (the colour only repeats them): 'Up 2 on last Saturday at
 * this time (5)', 'Down 25% on …', 'Same as …'. `format` writes a figure (rupees, or a count); `percent` says the
 * change as a share of last week's figure rather than as a difference.
 */
export function compareWithLastWeek(
  today: number,
  lastWeek: number,
  weekday: string,
  { format, percent }: { format: (value: number) => string; percent: boolean },
): Comparison {
  const when = `last ${weekday} at this time`;
  if (today === lastWeek) return { trend: 'same', sentence: `Same as ${when} (${format(lastWeek)})` };
  const trend: Trend = today > lastWeek ? 'up' : 'down';
  const word = trend === 'up' ? 'Up' : 'Down';
  if (lastWeek === 0) return { trend, sentence: `Up from nothing ${when}` };
  const change = percent ? `${Math.round((Math.abs(today - lastWeek) * 100) / lastWeek)}%` : format(Math.abs(today - lastWeek));
  return { trend, sentence: `${word} ${change} on ${when} (${format(lastWeek)})` };
}

/** How many, as a sentence says it. */
export const formatCount = (value: number): string => new Intl.NumberFormat('en-IN').format(value);

/** The rupees comparison of the revenue tile. */
export const compareRevenue = (today: number, lastWeek: number, weekday: string): Comparison =>
  compareWithLastWeek(today, lastWeek, weekday, { format: formatRupees, percent: true });

/** The orders comparison of the orders tile. */
export const compareOrders = (today: number, lastWeek: number, weekday: string): Comparison =>
  compareWithLastWeek(today, lastWeek, weekday, { format: formatCount, percent: false });

/** The sums of the days shown: the chart's caption and the table's last row. */
export function totalsOf(days: readonly { orders: number; revenue: number }[]): { orders: number; revenue: number } {
  // Revenue in paise while adding, so that 30 days of rupees with paise add up exactly.
  const paise = days.reduce((sum, day) => sum + Math.round(day.revenue * 100), 0);
  return { orders: days.reduce((sum, day) => sum + day.orders, 0), revenue: paise / 100 };
}
