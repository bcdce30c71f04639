import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { ORDER_STATUS_FILTERS } from '../../constants';
import type { Order, OrderStatusFilter } from '../../features/orders/api';
import { ORDER_FALLBACK } from '../../features/orders/messages';
import { FILTER_LABELS, orderReference } from '../../features/orders/order-labels';
import { payNowState } from '../../features/orders/pay-now';
import { useCancelOrder } from '../../features/orders/use-cancel-order';
import { useOrders } from '../../features/orders/use-orders';
import { paymentPath } from '../../features/payment/payment-state';
import { formatPrice } from '../../lib/money';
import { CancelOrderDialog } from '../order-detail/CancelOrderDialog';
import { DeliveryStatus, PaymentStatus } from '../order-detail/OrderStatus';
import { dashboardPath, statusOf } from './tabs';
import './OrdersTab.css';

/**
 * My Orders (spec 2 and 4): the status filter (all, placed, pending, cancelled, warehouse) loads the list again on each
 * change and is kept in the address; each order has 'view', Pay Now while it waits for payment, and Cancel before it ships.
 */
export function OrdersTab() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const status = statusOf(searchParams);
  const orders = useOrders(status);
  const filterId = useId();

  return (
    <section className="orders-tab" aria-labelledby="orders-title">
      <div className="dashboard__tab-head orders-tab__head">
        <h2 id="orders-title">My Orders</h2>
        <div className="orders-tab__filter">
          <label htmlFor={filterId}>Order status</label>
          <select
            id={filterId}
            className="orders-tab__select"
            value={status}
            onChange={(event) => void navigate(dashboardPath('orders', event.currentTarget.value as OrderStatusFilter))}
          >
            {ORDER_STATUS_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {FILTER_LABELS[filter]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {orders.isPending ? (
        <LoadingStatus label="Loading your orders…" className="orders-tab__loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height="2.75rem" />
          ))}
        </LoadingStatus>
      ) : orders.isError ? (
        <ErrorState message={apiErrorMessage(orders.error, ORDER_FALLBACK)} onRetry={() => void orders.refetch()} />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title={status === 'all' ? 'No orders yet' : `No ${FILTER_LABELS[status].toLowerCase()} orders`}
          action={{ label: 'Shop Now', to: '/' }}
        >
          <p>{status === 'all' ? 'The pieces you order will be listed here.' : 'Choose another status to see your other orders.'}</p>
        </EmptyState>
      ) : (
        <OrdersTable orders={orders.data} busy={orders.isFetching} />
      )}
    </section>
  );
}

/** The table's columns: each one's header, also the label a phone shows beside its cell (data-label). */
const COLUMNS = { id: 'Order Id', price: 'Price', payment: 'Payment status', delivery: 'Order status', action: 'Action' } as const;

type OrdersTableProps = { orders: Order[]; busy: boolean };

function OrdersTable({ orders, busy }: OrdersTableProps) {
  const cancel = useCancelOrder();
  const [confirming, setConfirming] = useState<Order | null>(null);
  return (
    <>
      {/* explicit roles: the phone layout draws the table as blocks, which would drop its semantics */}
      <table className="orders-table" role="table" aria-busy={busy || undefined}>
        <caption className="visually-hidden">Your orders, newest first</caption>
        <thead role="rowgroup">
          <tr role="row">
            {Object.values(COLUMNS).map((column) => (
              <th key={column} scope="col" role="columnheader">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {orders.map((order) => {
            const reference = orderReference(order._id);
            return (
              <tr key={order._id} role="row">
                <th scope="row" role="rowheader" data-label={COLUMNS.id}>
                  <span className="order-id" title={order._id}>
                    {reference}
                  </span>
                </th>
                <td role="cell" data-label={COLUMNS.price}>{formatPrice(order.price)}</td>
                <td role="cell" data-label={COLUMNS.payment}>
                  <PaymentStatus status={order.payment_status} />
                </td>
                <td role="cell" data-label={COLUMNS.delivery}>
                  <DeliveryStatus status={order.delivery_status} />
                </td>
                <td role="cell" data-label={COLUMNS.action}>
                  <div className="orders-table__actions">
                    <Link to={`/dashboard/order/details/${order._id}`} aria-label={`view order ${reference}`}>
                      view
                    </Link>
                    {order.canPay ? (
                      <Link
                        to={paymentPath(order._id)}
                        state={payNowState(order)}
                        className="button button--small"
                        aria-label={`Pay Now for order ${reference}`}
                      >
                        Pay Now
                      </Link>
                    ) : null}
                    {order.canCancel ? (
                      <button
                        type="button"
                        className="link-button orders-table__cancel"
                        onClick={() => setConfirming(order)}
                        aria-label={`Cancel order ${reference}`}
                      >
                        Cancel
                      </button>
                    ) : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirming === null ? null : (
        <CancelOrderDialog
          busy={cancel.isPending}
          onCancel={() => setConfirming(null)}
          onConfirm={() => cancel.mutate(confirming._id, { onSettled: () => setConfirming(null) })}
        />
      )}
    </>
  );
}
