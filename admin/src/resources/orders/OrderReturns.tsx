import { DataTable, ReferenceManyField, useRecordContext } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { ReturnAmountField, ReturnKindField, ReturnPiecesField, ReturnStateField } from '../returns/ReturnFields';
import type { ReturnRecord } from '../returns/types';
import type { Order } from './types';

const Column = DataTable.Col<ReturnRecord>;

/** The order's returns and missing-item claims (GET /api/admin/returns?filter={"orderId":…}), oldest first, each opening its page. */
export const OrderReturns = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <ReferenceManyField<Order, ReturnRecord> reference="returns" target="orderId" sort={{ field: 'createdAt', order: 'ASC' }} perPage={50} empty="No return.">
      <DataTable<ReturnRecord> rowClick="show" bulkActionButtons={false}>
        <DateColumn source="createdAt" label="Requested" showTime />
        <Column label="Kind" disableSort field={ReturnKindField} />
        <Column label="Pieces" disableSort field={ReturnPiecesField} />
        <Column source="amount" label="Amount" align="right" field={ReturnAmountField} />
        <Column source="state" label="State" field={ReturnStateField} />
      </DataTable>
    </ReferenceManyField>
  );
};
