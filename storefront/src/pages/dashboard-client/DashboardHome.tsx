import { Link } from 'react-router-dom';
import { useModals } from '../../app/modals/modal-context';
import { AddressText } from '../../components/AddressForm/AddressText';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Icon } from '../../components/Icon/Icon';
import { apiErrorMessage } from '../../api/client';
import { ADDRESS_FALLBACK } from '../../features/addresses/messages';
import { useAddresses } from '../../features/addresses/use-addresses';
import type { SessionUser } from '../../features/auth/auth-context';
import { USER_INFO_FALLBACK } from '../../features/auth/messages';
import { useUserInfo } from '../../features/auth/use-user-info';
import { ORDER_FALLBACK } from '../../features/orders/messages';
import { useOrders } from '../../features/orders/use-orders';
import { formatLongDate } from '../../lib/format-date';
import { dashboardPath } from './tabs';

export type DashboardHomeProps = {
  user: SessionUser;
  onSignOut: () => void;
  signingOut: boolean;
};

/** The Dashboard tab (spec 2): 'Hello {name}' with Sign out, how many orders, the account's details and default address. */
export function DashboardHome({ user, onSignOut, signingOut }: DashboardHomeProps) {
  const { open } = useModals();
  const info = useUserInfo(user.id);
  return (
    <section aria-labelledby="dashboard-hello">
      <div className="dashboard__hello">
        <h2 id="dashboard-hello">Hello {user.name}</h2>
        <p>
          Not {user.name}?{' '}
          <button type="button" className="link-button" onClick={onSignOut} disabled={signingOut}>
            Sign out
          </button>
        </p>
      </div>
      <OrderCount />
      <p className="dashboard__intro">
        From your account dashboard you can see your orders, keep your addresses and change your password.
      </p>

      <div className="dashboard__cards">
        <section className="info-card" aria-labelledby="account-details">
          <h3 id="account-details">Account details</h3>
          {info.isPending ? (
            <p role="status">Loading your details…</p>
          ) : info.isError ? (
            <ErrorState message={USER_INFO_FALLBACK} onRetry={() => void info.refetch()} />
          ) : (
            <dl className="dashboard__details">
              <dt>Name</dt>
              <dd>{info.data.name}</dd>
              <dt>E-mail</dt>
              <dd>{info.data.email}</dd>
              <dt>Phone</dt>
              <dd>{info.data.phone}</dd>
              {formatLongDate(info.data.createdAt) === null ? null : (
                <>
                  <dt>Member since</dt>
                  <dd>{formatLongDate(info.data.createdAt)}</dd>
                </>
              )}
            </dl>
          )}
        </section>

        <DefaultAddress />

        <section className="info-card" aria-labelledby="account-password">
          <h3 id="account-password">Password</h3>
          <p>Change your password at any time. You will need your current one.</p>
          <button type="button" className="button button--secondary" onClick={() => open('new-password')}>
            <Icon name="key" size={18} />
            Change password
          </button>
        </section>
      </div>
    </section>
  );
}

/** Spec 2: 'You have N order(s) in your history'. */
function OrderCount() {
  const orders = useOrders('all');
  if (orders.isPending) return <p className="dashboard__count" role="status">Counting your orders…</p>;
  if (orders.isError) return <ErrorState message={apiErrorMessage(orders.error, ORDER_FALLBACK)} onRetry={() => void orders.refetch()} />;
  return (
    <p className="dashboard__count">
      You have {orders.data.length} order(s) in your history.{' '}
      {orders.data.length > 0 ? <Link to={dashboardPath('orders')}>See My Orders</Link> : null}
    </p>
  );
}

/** The default address of the address book (DECISIONS.md: not the spec's empty address lines). */
function DefaultAddress() {
  const addresses = useAddresses();
  const fallback = addresses.data?.[0];
  const chosen = addresses.data?.find((address) => address.isDefault) ?? fallback;
  return (
    <section className="info-card" aria-labelledby="account-address">
      <h3 id="account-address">Default address</h3>
      {addresses.isPending ? (
        <p role="status">Loading your addresses…</p>
      ) : addresses.isError ? (
        <ErrorState message={apiErrorMessage(addresses.error, ADDRESS_FALLBACK)} onRetry={() => void addresses.refetch()} />
      ) : chosen === undefined ? (
        <p>
          No address saved yet. <Link to={dashboardPath('addresses')}>Add one</Link> and it will be offered at checkout.
        </p>
      ) : (
        <>
          <AddressText address={chosen} />
          <p className="dashboard__more">
            <Link to={dashboardPath('addresses')}>Manage addresses</Link>
          </p>
        </>
      )}
    </section>
  );
}
