import { DataTable, EmailField, List, SearchInput } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import type { Customer } from './types';

const Column = DataTable.Col<Customer>;

const customerFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name, e-mail or phone" />];

export const CustomerList = () => (
  <List<Customer>
    filters={customerFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    // Customers' personal data stays in the console: no CSV export.
    exporter={false}
  >
    <DataTable<Customer> rowClick="show" bulkActionButtons={false}>
      <Column source="name" />
      <Column source="email">
        <EmailField<Customer> source="email" onClick={(event) => event.stopPropagation()} />
      </Column>
      <Column source="phone" disableSort />
      <DateColumn source="createdAt" label="Joined" />
    </DataTable>
  </List>
);
