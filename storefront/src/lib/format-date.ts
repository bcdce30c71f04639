const LONG_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** A date as Indian readers write it, e.g. '23 July 2024'; an unreadable value gives null. */
export function formatLongDate(value: string | number | Date): string | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : LONG_DATE.format(date);
}
