import { Link, useSearchParams } from 'react-router-dom';
import { Icon, type IconName } from '../../components/Icon/Icon';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import type { SessionUser } from '../../features/auth/auth-context';
import { useLogout } from '../../features/auth/use-logout';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import { useWishlist } from '../../features/wishlist/use-wishlist';
import { SHOP_NAME } from '../../shop-details';
import { AddressesTab } from './AddressesTab';
import { DashboardHome } from './DashboardHome';
import { OrdersTab } from './OrdersTab';
import { dashboardPath, tabOf, type DashboardTab } from './tabs';
import './dashboard.css';

const TITLES: Record<DashboardTab, string> = {
  dashboard: 'Dashboard',
  orders: 'My Orders',
  addresses: 'Addresses',
};

/**
 * /dashboard-client (spec 2, DECISIONS.md): the signed-in customer's account, its tab in the address (?tab=orders,
 * ?tab=addresses) so links and reloads land on it. Guests are asked to sign in.
 */
export function DashboardPage() {
  const { user, arrivedAsGuest } = useSessionOnArrival();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams);
  return (
    <div className="container dashboard">
      <title>{`${user === null ? 'My Account' : TITLES[tab]} | ${SHOP_NAME}`}</title>
      <PageHeader eyebrow={SHOP_NAME} title="My Account" />
      {user === null ? (
        <SignInPrompt title="Sign in to see your account" askOnArrival={arrivedAsGuest}>
          <p>Your account keeps your details, orders and addresses in one place.</p>
        </SignInPrompt>
      ) : (
        <AccountDashboard user={user} tab={tab} />
      )}
    </div>
  );
}

type AccountDashboardProps = { user: SessionUser; tab: DashboardTab };

function AccountDashboard({ user, tab }: AccountDashboardProps) {
  const logout = useLogout();
  const wishlist = useWishlist();
  const signOut = () => logout.mutate();
  const count = wishlist.data?.wishlistCount;

  return (
    <div className="split-layout dashboard__layout">
      <nav className="dashboard__menu" aria-label="Account">
        <ul>
          <MenuTab tab="dashboard" shown={tab} icon="grid" label="Dashboard" />
          <MenuTab tab="orders" shown={tab} icon="bag" label="My Orders" />
          <li>
            <Link to="/wishlist" className="dashboard__menu-item">
              <Icon name="heart" size={20} />
              {count === undefined ? 'Wishlist' : `Wishlist (${count})`}
            </Link>
          </li>
          <MenuTab tab="addresses" shown={tab} icon="pin" label="Addresses" />
          <li>
            <button type="button" className="dashboard__menu-item" onClick={signOut} disabled={logout.isPending}>
              <Icon name="logout" size={20} />
              Logout
            </button>
          </li>
        </ul>
      </nav>

      <div className="dashboard__panel">
        {tab === 'orders' ? (
          <OrdersTab />
        ) : tab === 'addresses' ? (
          <AddressesTab />
        ) : (
          <DashboardHome user={user} onSignOut={signOut} signingOut={logout.isPending} />
        )}
      </div>
    </div>
  );
}

type MenuTabProps = { tab: DashboardTab; shown: DashboardTab; icon: IconName; label: string };

/** A tab's entry in the account menu, marked as the page when it is the tab shown. */
function MenuTab({ tab, shown, icon, label }: MenuTabProps) {
  return (
    <li>
      <Link to={dashboardPath(tab)} className="dashboard__menu-item" aria-current={tab === shown ? 'page' : undefined}>
        <Icon name={icon} size={20} />
        {label}
      </Link>
    </li>
  );
}
