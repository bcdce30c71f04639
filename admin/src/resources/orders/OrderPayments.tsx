import { Chip } from '@mui/material';
import { DataTable, NumberField, ReferenceManyField, TextField, useRecordContext } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { PAYMENT_STATE_LOOK } from './orderRules';
import type { Order, Payment } from './types';

const Column = DataTable.Col<Payment>;

const PaymentStateField = () => {
  const payment = useRecordContext<Payment>();
  if (!payment) return null;
  const { label, colour } = PAYMENT_STATE_LOOK[payment.state];
  return <Chip label={label} color={colour} size="small" variant="outlined" />;
};

/** The order's online payment attempts at the gateway, newest first (GET /api/admin/payments?filter={"orderId":…}). */
export const OrderPayments = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <ReferenceManyField<Order, Payment>
      reference="payments"
      target="orderId"
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={50}
      empty={order.payment_method === 'COD' ? 'Cash on delivery: no online payment.' : 'No online payment was started.'}
    >
      <DataTable<Payment> rowClick={false} bulkActionButtons={false}>
        <DateColumn source="createdAt" label="Started" showTime />
        <Column source="amount" label="Amount" align="right">
          <NumberField<Payment> source="amount" locales="en-IN" options={{ style: 'currency', currency: 'INR' }} />
        </Column>
        <Column source="state" label="Outcome">
          <PaymentStateField />
        </Column>
        <Column source="provider" label="Gateway" disableSort />
        <Column source="merchantOrderId" label="Our reference" disableSort />
        <Column source="providerOrderId" label="Gateway reference" disableSort>
          <TextField<Payment> source="providerOrderId" emptyText="—" />
        </Column>
        <DateColumn source="updatedAt" label="Last heard" showTime />
      </DataTable>
    </ReferenceManyField>
  );
};
