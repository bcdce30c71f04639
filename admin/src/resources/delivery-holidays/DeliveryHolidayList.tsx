import { DataTable, List, NumberInput } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import type { DeliveryHoliday } from './types';

const Column = DataTable.Col<DeliveryHoliday>;

const holidayFilters = [<NumberInput key="year" source="year" label="Year" alwaysOn />];

/** Days the shop and couriers do not work: delivery dates skip them as they skip Sundays. */
export const DeliveryHolidayList = () => (
  <List<DeliveryHoliday> filters={holidayFilters} actions={<CreateActions withFilters />} sort={{ field: 'date', order: 'ASC' }} perPage={50} exporter={false}>
    <DataTable<DeliveryHoliday> rowClick="edit">
      <Column
        source="date"
        label="Date"
        render={(holiday) => new Date(`${holiday.date}T12:00:00`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })}
      />
      <Column source="name" label="Holiday" />
    </DataTable>
  </List>
);
