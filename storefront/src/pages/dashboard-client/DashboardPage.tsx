import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useModals } from '../../app/modals/modal-context';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Icon } from '../../components/Icon/Icon';
import { useAuth, type SessionUser } from '../../features/auth/auth-context';
import { USER_INFO_FALLBACK } from '../../features/auth/messages';
import { useLogout } from '../../features/auth/use-logout';
import { useUserInfo } from '../../features/auth/use-user-info';
import { formatLongDate } from '../../lib/format-date';
import { SHOP_NAME } from '../../shop-details';
import './dashboard.css';

/** /dashboard-client (spec 2): the signed-in customer's account. Guests are asked to sign in (DECISIONS.md). */
export function DashboardPage() {
  const { user } = useAuth();
  // only a guest who comes here is shown the dialog, not a customer who has just signed out on this page
  const [arrivedAsGuest] = useState(user === null);
  return (
    <div className="container dashboard">
      <title>{`My Account | ${SHOP_NAME}`}</title>
      <header className="dashboard__header">
        <p className="eyebrow">My account</p>
        <h1 className="dashboard__title">Dashboard</h1>
      </header>
      {user === null ? <GuestPrompt askOnArrival={arrivedAsGuest} /> : <AccountDashboard user={user} />}
    </div>
  );
}

type GuestPromptProps = {
  /** Open the Sign In dialog straight away. */
  askOnArrival: boolean;
};

function GuestPrompt({ askOnArrival }: GuestPromptProps) {
  const { open } = useModals();

  useEffect(() => {
    if (askOnArrival) open('login');
  }, [askOnArrival, open]);

  return (
    <section className="dashboard__guest info-card" aria-labelledby="guest-title">
      <h2 id="guest-title">Sign in to see your account</h2>
      <p>Your account keeps your details in one place and lets you change your password whenever you like.</p>
      <div className="dashboard__guest-actions">
        <button type="button" className="button" onClick={() => open('login')}>
          Sign In
        </button>
        <button type="button" className="button button--secondary" onClick={() => open('register')}>
          Create account
        </button>
      </div>
    </section>
  );
}

type AccountDashboardProps = { user: SessionUser };

function AccountDashboard({ user }: AccountDashboardProps) {
  const logout = useLogout();
  const { open } = useModals();
  const info = useUserInfo(user.id);
  const signOut = () => logout.mutate();

  return (
    <div className="dashboard__layout">
      <nav className="dashboard__menu" aria-label="Account">
        <ul>
          <li>
            <Link to="/dashboard-client" className="dashboard__menu-item" aria-current="page">
              <Icon name="grid" size={20} />
              Dashboard
            </Link>
          </li>
          <li>
            <button type="button" className="dashboard__menu-item" onClick={signOut} disabled={logout.isPending}>
              <Icon name="logout" size={20} />
              Logout
            </button>
          </li>
        </ul>
      </nav>

      <section className="dashboard__panel" aria-labelledby="dashboard-hello">
        <div className="dashboard__hello">
          <h2 id="dashboard-hello">Hello {user.name}</h2>
          <p>
            Not {user.name}?{' '}
            <button type="button" className="link-button" onClick={signOut} disabled={logout.isPending}>
              Sign out
            </button>
          </p>
        </div>
        <p className="dashboard__intro">From your account dashboard you can see your details and change your password.</p>

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
    </div>
  );
}
