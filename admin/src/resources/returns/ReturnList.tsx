import { AutocompleteInput, DataTable, List, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { orderReference } from '../orders/orderRules';
import type { Order } from '../orders/types';
import { ReturnAmountField, ReturnCustomerField, ReturnKindField, ReturnOrderField, ReturnPiecesField, ReturnStateField } from './ReturnFields';
import { returnKindChoices, returnStateChoices } from './returnRules';
import type { ReturnRecord } from './types';

const Column = DataTable.Col<ReturnRecord>;

const orderOption = (order: Order) => `${orderReference(order.id)} · ${order.email}`;

const returnFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="E-mail, name, AWB or order #" />,
  <SelectInput key="state" source="state" label="State" choices={returnStateChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" label="Kind" choices={returnKindChoices} alwaysOn />,
  // An order found as the orders list finds it (its reference, the customer's e-mail or name): the order page links here with it set.
  <ReferenceInput key="orderId" source="orderId" reference="orders" label="Order" sort={{ field: 'createdAt', order: 'DESC' }}>
    <AutocompleteInput label="Order" optionText={orderOption} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 280 }} />
  </ReferenceInput>,
];

/** Returns and missing-item claims, newest first (admins only); each opens its page with the steps it may take. */
export const ReturnList = () => (
  <List<ReturnRecord>
    filters={returnFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    perPage={25}
    // Returns hold customers' bank details: they stay in the console.
    exporter={false}
  >
    <DataTable<ReturnRecord> rowClick="show" bulkActionButtons={false}>
      <DateColumn source="createdAt" label="Requested" showTime />
      <Column label="Order" disableSort field={ReturnOrderField} />
      <Column label="Customer" disableSort field={ReturnCustomerField} />
      <Column label="Kind" disableSort field={ReturnKindField} />
      <Column label="Pieces" disableSort align="right" field={ReturnPiecesField} />
      <Column source="amount" label="Amount" align="right" field={ReturnAmountField} />
      <Column source="state" label="State" field={ReturnStateField} />
    </DataTable>
  </List>
);
