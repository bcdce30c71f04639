const DATE_TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** A moment as staff read it, Indian time: '28 Nov 2026, 11:50 am'. */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}
