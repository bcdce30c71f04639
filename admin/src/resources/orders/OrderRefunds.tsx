import { Box, Button, Stack, TextField as InputField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { DataTable, ReferenceManyField, useDataProvider, useGetList, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { DateColumn } from '../../layout/DateColumn';
import { useBusyAction } from '../../layout/useBusyAction';
import { refundColumns } from '../refunds/refundColumns';
import { canRetry, takesManualRefund, utrOf } from '../refunds/refundRules';
import type { ManualRefundPayload, Refund } from '../refunds/types';
import type { Order, Payment } from './types';

const Column = DataTable.Col<Refund>;

/** "Retry refund" on a failed online refund (the refund in the record context): a new refund of what is still owed goes to the gateway. */
export const RetryButton = () => {
  const refund = useRecordContext<Refund>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const { busy, run } = useBusyAction();
  if (!refund || !canRetry(refund)) return null;
  const retry = () =>
    run(async () => {
      const { data } = await dataProvider.retryRefund(refund.id);
      notify(data.state === 'completed' ? 'Refunded.' : data.state === 'failed' ? 'The gateway refused the refund again.' : 'Refund sent to the gateway.', {
        type: data.state === 'failed' ? 'warning' : 'success',
      });
      refresh();
    }, 'The refund could not be retried.');
  return (
    <Button size="small" variant="outlined" onClick={retry} disabled={busy}>
      Retry refund
    </Button>
  );
};

/** "Record manual refund": the UTR of the bank/UPI transfer staff made, and the rupees (all still owed when empty). */
const ManualRefundForm = ({ order, onRecorded }: { order: Order; onRecorded: () => void }) => {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [utr, setUtr] = useState('');
  const [amount, setAmount] = useState('');
  const { busy, run } = useBusyAction();
  const valid = utrOf(utr);
  const utrError = utr.trim() !== '' && !valid ? 'Not a UTR: 12 digits (IMPS/UPI) or 16/22 characters starting with the bank code (NEFT/RTGS)' : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const body: ManualRefundPayload = { utr: valid };
    if (amount.trim() !== '') body.amount = Number(amount);
    await run(async () => {
      await dataProvider.recordManualRefund(order.id, body);
      notify(`Manual refund recorded (UTR ${valid}); the customer is mailed.`, { type: 'success' });
      setUtr('');
      setAmount('');
      onRecorded();
    }, 'The refund could not be recorded.');
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Record manual refund" sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        Record manual refund
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <InputField label="Transfer UTR" value={utr} onChange={(event) => setUtr(event.target.value)} error={Boolean(utrError)} helperText={utrError} size="small" required />
        <InputField
          label="Amount (₹)"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          helperText="Empty: all that is still owed"
          size="small"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button type="submit" variant="contained" disabled={busy || !valid}>
          Record manual refund
        </Button>
      </Stack>
    </Box>
  );
};

/**
 * The order's refunds (GET /api/admin/refunds?filter={"orderId":…}), with Retry on failed online ones and, for paid
 * orders whose money did not come through the gateway (cash on delivery, a payment staff confirmed), the manual refund form.
 */
export const OrderRefunds = () => {
  const order = useRecordContext<Order>();
  const refresh = useRefresh();
  const completed = useGetList<Payment>(
    'payments',
    { filter: { orderId: order?.id, state: 'COMPLETED' }, pagination: { page: 1, perPage: 1 }, sort: { field: 'createdAt', order: 'DESC' } },
    { enabled: order !== undefined && order.payment_method !== 'COD' },
  );
  if (!order) return null;
  // Until the online payments are known, no form: the server would refuse one for money the gateway took.
  const paidThroughGateway = order.payment_method !== 'COD' && (completed.total === undefined || completed.total > 0);
  return (
    <>
      <ReferenceManyField<Order, Refund> reference="refunds" target="orderId" sort={{ field: 'createdAt', order: 'ASC' }} perPage={50} empty="No refund.">
        <DataTable<Refund> rowClick={false} bulkActionButtons={false}>
          <DateColumn source="createdAt" label="Started" showTime />
          {refundColumns}
          <Column label="" disableSort>
            <RetryButton />
          </Column>
        </DataTable>
      </ReferenceManyField>
      {takesManualRefund(order, paidThroughGateway) ? <ManualRefundForm order={order} onRecorded={refresh} /> : null}
    </>
  );
};
