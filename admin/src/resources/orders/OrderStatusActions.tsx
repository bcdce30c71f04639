import { Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';
import { DeliveryStatusChip, PaymentStatusChip } from './OrderFields';
import { type StatusAction, orderReference, refundWay, statusActions, statusInWords } from './orderRules';
import type { Order } from './types';

type ActionButtonsProps = { actions: StatusAction[]; disabled: boolean; onChoose: (action: StatusAction) => void };

const ActionButtons = ({ actions, disabled, onChoose }: ActionButtonsProps) =>
  actions.length ? (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {actions.map((action) => (
        <Button
          key={action.key}
          variant={action.danger ? 'outlined' : 'contained'}
          color={action.danger ? 'error' : 'primary'}
          size="small"
          disabled={disabled}
          onClick={() => onChoose(action)}
        >
          {action.label}
        </Button>
      ))}
    </Stack>
  ) : (
    <Typography variant="body2" color="text.secondary">
      No further step.
    </Typography>
  );

/** The sentence staff read once a change went through. */
function doneSentence(order: Order, action: StatusAction): string {
  return `Order ${orderReference(order.id)} is now ${statusInWords(action.payload)}.`;
}

export type OrderStatusActionsProps = { canChange: boolean };

/**
 * The order's delivery and payment status, and (for admins) the steps the server allows from them. The server
 * decides: a refused step (someone else moved the order meanwhile) is shown in its own words.
 */
export const OrderStatusActions = ({ canChange }: OrderStatusActionsProps) => {
  const order = useRecordContext<Order>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Order>();
  const [asking, setAsking] = useState<StatusAction | null>(null);
  if (!order) return null;

  const actions = statusActions(order);
  const change = (action: StatusAction) =>
    update(
      'orders',
      { id: order.id, data: action.payload, previousData: order },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(doneSentence(order, action), { type: 'success' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'The order could not be changed.', { type: 'error' }),
        onSettled: () => setAsking(null),
      },
    );
  const choose = (action: StatusAction) => (action.confirm ? setAsking(action) : change(action));

  const rows = [
    { title: 'Delivery', chip: <DeliveryStatusChip status={order.delivery_status} />, actions: actions.filter((a) => a.payload.delivery_status), note: undefined },
    {
      title: 'Payment',
      chip: <PaymentStatusChip status={order.payment_status} />,
      actions: actions.filter((a) => a.payload.payment_status),
      note: refundWay(order),
    },
  ];

  return (
    <Stack spacing={2}>
      {rows.map((row) => (
        <Box key={row.title} component="section" aria-label={`${row.title} status`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {row.title}
            </Typography>
            {row.chip}
          </Stack>
          {canChange && !(row.note && row.actions.length === 0) ? <ActionButtons actions={row.actions} disabled={isPending} onChoose={choose} /> : null}
          {row.note ? (
            <Typography variant="body2" color="text.secondary">
              {row.note}
            </Typography>
          ) : null}
        </Box>
      ))}
      {canChange ? null : (
        <Typography variant="body2" color="text.secondary">
          Only an admin can change the status of an order.
        </Typography>
      )}
      <Confirm
        isOpen={asking !== null}
        loading={isPending}
        title={asking?.confirm?.title ?? ''}
        content={asking?.confirm?.content ?? ''}
        confirm={asking?.label ?? 'Confirm'}
        cancel="Keep it"
        confirmColor="warning"
        onConfirm={() => (asking ? change(asking) : undefined)}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
};
