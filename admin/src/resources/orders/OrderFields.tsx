import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatRupees } from '../../lib/money';
import { DELIVERY_LOOK, PAYMENT_LOOK, orderReference, paymentMethodLabel } from './orderRules';
import type { DeliveryStatus, Order, PaymentStatus } from './types';

export type DeliveryStatusChipProps = { status: DeliveryStatus };

export const DeliveryStatusChip = ({ status }: DeliveryStatusChipProps) => {
  const { label, colour } = DELIVERY_LOOK[status];
  return <Chip label={label} color={colour} size="small" />;
};

export type PaymentStatusChipProps = { status: PaymentStatus };

export const PaymentStatusChip = ({ status }: PaymentStatusChipProps) => {
  const { label, colour } = PAYMENT_LOOK[status];
  return <Chip label={label} color={colour} size="small" variant="outlined" />;
};

/** The order's delivery status as a coloured chip. */
export const DeliveryStatusField = () => {
  const order = useRecordContext<Order>();
  return order ? <DeliveryStatusChip status={order.delivery_status} /> : null;
};

/** The order's payment status as a coloured chip. */
export const PaymentStatusField = () => {
  const order = useRecordContext<Order>();
  return order ? <PaymentStatusChip status={order.payment_status} /> : null;
};

export const PaymentMethodField = () => {
  const order = useRecordContext<Order>();
  return order ? <Typography variant="body2">{paymentMethodLabel(order.payment_method)}</Typography> : null;
};

/** The short reference the customer sees on the shop. */
export const OrderReferenceField = () => {
  const order = useRecordContext<Order>();
  return order ? (
    <Typography variant="body2" sx={{ fontFamily: 'monospace' }} title={order.id}>
      {orderReference(order.id)}
    </Typography>
  ) : null;
};

/** Who ordered: the account's name (gone once the account is deleted) over the e-mail the order was placed with. */
export const CustomerField = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <Stack>
      <Typography variant="body2">{order.customerName ?? order.shippingInfo.name}</Typography>
      <Typography variant="caption" color="text.secondary">
        {order.email}
      </Typography>
    </Stack>
  );
};

/** What the customer pays, in rupees. */
export const TotalField = () => {
  const order = useRecordContext<Order>();
  return order ? <Typography variant="body2">{formatRupees(order.price)}</Typography> : null;
};
