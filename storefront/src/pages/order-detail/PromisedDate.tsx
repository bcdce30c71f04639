import { formatLongDate } from '../../lib/format-date';

export type PromisedDateProps = { date: string };

/** 'by 5 March 2026': a calendar date the server promised, read at noon so that no time zone moves it. */
export function PromisedDate({ date }: PromisedDateProps) {
  return (
    <>
      by <time dateTime={date}>{formatLongDate(`${date}T12:00:00`)}</time>
    </>
  );
}
