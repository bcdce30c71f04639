import { DataTable, List, ReferenceField, SelectInput } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { refundColumns } from './refundColumns';
import { REFUND_KIND_LABEL, REFUND_STATE_LOOK } from './refundRules';
import type { Refund } from './types';

const Column = DataTable.Col<Refund>;

const refundFilters = [
  <SelectInput key="state" source="state" label="State" alwaysOn choices={Object.entries(REFUND_STATE_LOOK).map(([id, look]) => ({ id, name: look.label }))} />,
  <SelectInput key="kind" source="kind" label="Kind" choices={Object.entries(REFUND_KIND_LABEL).map(([id, name]) => ({ id, name }))} />,
];

/** Every refund, newest first: read-only (retrying and recording manual ones happen on the order's page). */
export const RefundList = () => (
  <List<Refund> filters={refundFilters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable<Refund> rowClick="show" bulkActionButtons={false}>
      <DateColumn source="createdAt" label="Started" showTime />
      <Column source="orderId" label="Order" disableSort>
        <ReferenceField<Refund> source="orderId" reference="orders" link="show" />
      </Column>
      {refundColumns}
    </DataTable>
  </List>
);
