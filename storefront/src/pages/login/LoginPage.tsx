import { Navigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../../app/modals/LoginForm';
import { useAuth } from '../../features/auth/auth-context';
import { nextPath } from '../../lib/next-path';
import { SHOP_NAME } from '../../shop-details';
import './login.css';

/**
 * /login (spec 2): the sign-in form as a page, for guests. A signed-in customer is sent home (spec 4), or to the
 * ?next= path when the link that brought them here gave one.
 */
export function LoginPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  if (user !== null) return <Navigate to={nextPath(params.get('next'))} replace />;
  return (
    <div className="container login-page">
      <title>{`Sign In | ${SHOP_NAME}`}</title>
      <section className="login-page__card" aria-labelledby="login-title">
        <p className="eyebrow">Welcome back</p>
        <h1 id="login-title" className="login-page__title">
          Sign In
        </h1>
        <p className="login-page__lead">Sign in to review your pieces, see your account and check out faster.</p>
        {/* an account made or a password reset from here stays on this page, which then leads on */}
        <LoginForm afterSignIn="stay" />
      </section>
    </div>
  );
}
