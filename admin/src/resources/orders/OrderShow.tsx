import { Box, Divider, Grid, Typography } from '@mui/material';
import { DateField, EmailField, ListButton, Show, TopToolbar, useRecordContext } from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { PageNote, Panel } from '../../layout/Panel';
import { rateText } from '../exchange-rates/exchangeRateRules';
import { countryName } from '../../lib/country';
import { OrderDocuments } from './OrderDocuments';
import { OrderLines } from './OrderLines';
import { OrderPayments } from './OrderPayments';
import { OrderRefunds } from './OrderRefunds';
import { OrderReturns } from './OrderReturns';
import { OrderShipments } from './OrderShipments';
import { OrderStatusActions } from './OrderStatusActions';
import { cancelReasonSentence, orderReference, paymentMethodLabel } from './orderRules';
import type { Order } from './types';

const OrderTitle = () => {
  const order = useRecordContext<Order>();
  return <>{order ? `Order ${orderReference(order.id)}` : 'Order'}</>;
};

const Customer = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  return (
    <>
      <Typography variant="body1">{order.customerName ?? 'Account deleted'}</Typography>
      <EmailField<Order> source="email" />
      <Divider sx={{ my: 1.5 }} />
      <Typography variant="body2" color="text.secondary">
        Placed <DateField<Order> source="date" locales="en-IN" showTime options={{ dateStyle: 'long', timeStyle: 'short' }} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {order.items === 1 ? '1 piece' : `${order.items} pieces`} · {paymentMethodLabel(order.payment_method)}
      </Typography>
      {order.displayCurrency === 'INR' ? null : (
        <Typography variant="body2" color="text.secondary">
          Saw prices in {order.displayCurrency} at {rateText({ inrPerUnit: order.displayRate }, order.displayCurrency)}; charged in rupees
        </Typography>
      )}
    </>
  );
};

/** Where the parcel goes, as the customer entered it at checkout. */
const ShippingAddress = () => {
  const order = useRecordContext<Order>();
  if (!order) return null;
  const { name, address, area, city, province, post, phone, country } = order.shippingInfo;
  const region = [province, post].filter((part) => part !== '').join(' ');
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography variant="body1">{name}</Typography>
      <Typography variant="body2">{address}</Typography>
      {area === '' ? null : <Typography variant="body2">{area}</Typography>}
      <Typography variant="body2">{[city, region].filter((part) => part !== '').join(', ')}</Typography>
      <Typography variant="body2">{countryName(country)}</Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Phone: {phone}
      </Typography>
      <DeliveryPromise />
    </Box>
  );
};

/** The delivery zone that served the order and the date it was promised by when placed (none before delivery zones). */
const DeliveryPromise = () => {
  const order = useRecordContext<Order>();
  if (!order || order.shippingZone === null) return null;
  const by = order.expectedDeliveryDate === null ? null : new Date(`${order.expectedDeliveryDate}T12:00:00`).toLocaleDateString('en-IN', { dateStyle: 'long' });
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
      {order.shippingZone}
      {by === null ? null : ` · promised by ${by}`}
    </Typography>
  );
};

const CancelNote = () => {
  const order = useRecordContext<Order>();
  return <PageNote>{order ? cancelReasonSentence(order) : undefined}</PageNote>;
};

const OrderLayout = () => {
  const isAdmin = useIsAdmin();
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <CancelNote />
      <Panel title="Status" size={{ xs: 12, md: 4 }}>
        <OrderStatusActions canChange={isAdmin} />
      </Panel>
      <Panel title="Customer" size={{ xs: 12, sm: 6, md: 4 }}>
        <Customer />
      </Panel>
      <Panel title="Shipping address" size={{ xs: 12, sm: 6, md: 4 }}>
        <ShippingAddress />
      </Panel>
      <Panel title="Pieces">
        {isAdmin ? null : (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Only the pieces from your shop are listed; the totals are the whole order’s.
          </Typography>
        )}
        <OrderLines />
      </Panel>
      <Panel title="Shipments">
        <OrderShipments />
      </Panel>
      {isAdmin ? (
        <>
          <Panel title="Online payments">
            <OrderPayments />
          </Panel>
          <Panel title="Returns">
            <OrderReturns />
          </Panel>
          <Panel title="Refunds">
            <OrderRefunds />
          </Panel>
        </>
      ) : null}
    </Grid>
  );
};

const OrderShowActions = () => (
  <TopToolbar>
    <OrderDocuments />
    <ListButton />
  </TopToolbar>
);

/** One order: its status and the next steps, the customer, the address, the pieces and totals, and (admins) the payment attempts, returns and refunds. */
export const OrderShow = () => (
  <Show<Order> title={<OrderTitle />} actions={<OrderShowActions />}>
    <OrderLayout />
  </Show>
);
