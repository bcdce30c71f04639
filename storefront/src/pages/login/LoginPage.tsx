import { Navigate } from 'react-router-dom';
import { LoginForm } from '../../app/modals/LoginForm';
import { useAuth } from '../../features/auth/auth-context';
import { SHOP_NAME } from '../../shop-details';
import './login.css';

/** /login (spec 2): the sign-in form as a page, for guests; a signed-in customer is sent home. */
export function LoginPage() {
  const { user } = useAuth();
  if (user !== null) return <Navigate to="/" replace />;
  return (
    <div className="container login-page">
      <title>{`Sign In | ${SHOP_NAME}`}</title>
      <section className="login-page__card" aria-labelledby="login-title">
        <p className="eyebrow">Welcome back</p>
        <h1 id="login-title" className="login-page__title">
          Sign In
        </h1>
        <p className="login-page__lead">Sign in to review your pieces, see your account and check out faster.</p>
        <LoginForm />
      </section>
    </div>
  );
}
