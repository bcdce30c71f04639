import { useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { AddressText } from '../../components/AddressForm/AddressText';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { Price } from '../../components/Price/Price';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import type { Order, OrderLine } from '../../features/orders/api';
import { ORDER_FALLBACK } from '../../features/orders/messages';
import { comingDeliveryDate, formatOrderDate, lineMaking, orderReference } from '../../features/orders/order-labels';
import { payNowState } from '../../features/orders/pay-now';
import { useCancelOrder } from '../../features/orders/use-cancel-order';
import { useOrder } from '../../features/orders/use-orders';
import { paymentPath } from '../../features/payment/payment-state';
import { formatPrice } from '../../lib/money';
import { SHOP_NAME } from '../../shop-details';
import { CancelOrderDialog } from './CancelOrderDialog';
import { OrderDisplayRate } from './OrderDisplayRate';
import { OrderDocuments } from './OrderDocuments';
import { OrderRefunds } from './OrderRefunds';
import { OrderReturns } from './OrderReturns';
import { OrderTimeline } from './OrderTimeline';
import { PaymentBanner } from './PaymentBanner';
import { PromisedDate } from './PromisedDate';
import { DeliveryStatus, PaymentStatus } from './OrderStatus';
import './OrderDetailPage.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** The picture's side in CSS pixels. */
const THUMB_SIDE = 88;

/**
 * /dashboard/order/details/{id} (spec 2 'Order detail'): the order's address, id, e-mail, price in rupees, payment
 * status, order status, date and products; the outcome of an online payment (?payment=) and Cancel while it may.
 */
export function OrderDetailPage() {
  const { id = '' } = useParams();
  const { user, arrivedAsGuest } = useSessionOnArrival();
  return (
    <div className="container order-detail">
      <title>{`Product Detail | ${SHOP_NAME}`}</title>
      <p className="order-detail__back">
        <Link to="/dashboard-client?tab=orders">← My Orders</Link>
      </p>
      <h1 className="order-detail__title">Product Detail</h1>
      {user === null ? (
        <SignInPrompt title="Sign in to see this order" askOnArrival={arrivedAsGuest}>
          <p>Your orders are kept in your account.</p>
        </SignInPrompt>
      ) : (
        <OrderContents orderId={id} />
      )}
    </div>
  );
}

type OrderContentsProps = { orderId: string };

function OrderContents({ orderId }: OrderContentsProps) {
  const order = useOrder(orderId);
  const [searchParams] = useSearchParams();
  if (order.isPending) return <PageLoading label="Loading your order…" />;
  if (order.isError) return <ErrorState message={apiErrorMessage(order.error, ORDER_FALLBACK)} onRetry={() => void order.refetch()} />;
  return (
    <>
      <PaymentBanner
        outcome={searchParams.get('payment')}
        order={order.data}
        refreshing={order.isFetching}
        onRefresh={() => void order.refetch()}
      />
      <OrderView order={order.data} />
    </>
  );
}

type OrderViewProps = { order: Order };

function OrderView({ order }: OrderViewProps) {
  const summaryId = useId();
  const addressId = useId();
  const productsId = useId();
  const comingDelivery = comingDeliveryDate(order);
  return (
    <div className="split-layout order-detail__layout">
      <section className="panel order-detail__card" aria-labelledby={summaryId}>
        <h2 id={summaryId}>Order {orderReference(order._id)}</h2>
        <dl className="order-detail__facts">
          <dt>Order Id</dt>
          <dd className="order-id">{order._id}</dd>
          <dt>Email</dt>
          <dd>{order.email}</dd>
          <dt>Price</dt>
          <dd>{formatPrice(order.price)}</dd>
          <dt>Payment status</dt>
          <dd>
            <PaymentStatus status={order.payment_status} />
          </dd>
          <dt>Order status</dt>
          <dd>
            <DeliveryStatus status={order.delivery_status} />
          </dd>
          <dt>Payment method</dt>
          <dd>{order.payment_method === null ? 'Not chosen yet' : order.payment_method === 'COD' ? 'Cash on delivery' : 'Online Payment'}</dd>
          <dt>Date</dt>
          <dd>
            <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
          </dd>
          {comingDelivery === null ? null : (
            <>
              <dt>Expected delivery</dt>
              <dd>
                <PromisedDate date={comingDelivery} />
              </dd>
            </>
          )}
        </dl>
        <OrderActions order={order} />
        <OrderTimeline order={order} />
        <OrderDocuments order={order} />
        <OrderRefunds order={order} />
      </section>

      <OrderReturns order={order} />

      <section className="panel order-detail__card" aria-labelledby={addressId}>
        <h2 id={addressId}>Delivery address</h2>
        <AddressText address={order.shippingInfo} />
      </section>

      <section className="panel order-detail__card order-detail__products" aria-labelledby={productsId}>
        <h2 id={productsId}>Products</h2>
        <ul className="grid-list order-lines">
          {order.products.map((line) => (
            <OrderLineItem key={line._id} line={line} />
          ))}
        </ul>
        <dl className="sums order-detail__totals">
          <div>
            <dt>Subtotal</dt>
            <dd>{formatPrice(order.subtotal)}</dd>
          </div>
          {order.couponCode === null ? null : (
            <div>
              <dt>Coupon {order.couponCode}</dt>
              <dd>−{formatPrice(order.couponDiscount)}</dd>
            </div>
          )}
          <div>
            <dt>Shipping</dt>
            <dd>{order.shipping_fee === 0 ? 'Free' : formatPrice(order.shipping_fee)}</dd>
          </div>
          <div className="order-detail__total">
            <dt>Total</dt>
            <dd>{formatPrice(order.price)}</dd>
          </div>
        </dl>
        <OrderDisplayRate order={order} />
      </section>
    </div>
  );
}

type OrderLineItemProps = { line: OrderLine };

/**
 * A product as bought: picture, name, brand, quantity, what it was made of and billed under (purity, weight, HSN),
 * discounted and original price, percent off.
 */
function OrderLineItem({ line }: OrderLineItemProps) {
  const making = lineMaking(line);
  return (
    <li className="piece-row order-lines__line">
      <Thumb image={line.images[0]} side={THUMB_SIDE} className="order-lines__thumb" lazy />
      <div className="order-lines__text">
        <h3 className="order-lines__name">
          {line.productId === null ? line.name : <Link to={`/product/details/${line.slug}`}>{line.name}</Link>}
        </h3>
        <p className="order-lines__detail">
          {[line.brand, `Quantity ${line.quantity}`, line.size === '' ? null : `Size ${line.size}`, line.color === '' ? null : `Colour ${line.color}`]
            .filter((part) => part !== null && part !== '')
            .join(' · ')}
        </p>
        {making === '' ? null : <p className="order-lines__detail">{making}</p>}
        <div className="order-lines__price">
          <Price price={line.price} discount={line.discount} />
          {line.discount > 0 ? <span className="order-lines__off">{line.discount}% off</span> : null}
        </div>
      </div>
    </li>
  );
}

type OrderActionsProps = { order: Order };

/** Pay Now while the order waits for its payment, Cancel while it has not shipped (with a confirmation). */
function OrderActions({ order }: OrderActionsProps) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState(false);
  if (!order.canPay && !order.canCancel) return null;
  return (
    <div className="button-row order-detail__actions">
      {order.canPay ? (
        <Link to={paymentPath(order._id)} state={payNowState(order)} className="button">
          Pay Now
        </Link>
      ) : null}
      {order.canCancel ? (
        <button type="button" className="button button--secondary" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
          Cancel order
        </button>
      ) : null}
      {confirming ? (
        <CancelOrderDialog
          busy={cancel.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => cancel.mutate(order._id, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </div>
  );
}
