import { DataTable, DateField } from 'react-admin';

type DateColumnProps = {
  source: string;
  label: string;
  /** The record's field shown, when the column sorts by another name (orders sort by createdAt, show date). */
  field?: string;
  /** The time too, not just the day. */
  showTime?: boolean;
  emptyText?: string;
  disableSort?: boolean;
};

/** A list column of a date as the console writes dates: Indian order, the month's short name. */
export const DateColumn = ({ source, label, field = source, showTime, emptyText, disableSort }: DateColumnProps) => (
  <DataTable.Col source={source} label={label} disableSort={disableSort}>
    <DateField
      source={field}
      locales="en-IN"
      showTime={showTime}
      options={showTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }}
      emptyText={emptyText}
    />
  </DataTable.Col>
);
