import { Admin, Resource } from 'react-admin';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { authProvider } from './authProvider';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './dataProvider';
import { LoginPage } from './layout/LoginPage';
import { ShopLayout } from './layout/ShopLayout';
import { theme } from './layout/theme';
import banners from './resources/banners';
import blogs from './resources/blogs';
import categories from './resources/categories';
import coupons from './resources/coupons';
import couriers from './resources/couriers';
import customers from './resources/customers';
import exchangeRates from './resources/exchange-rates';
import deliveryHolidays from './resources/delivery-holidays';
import deliverySettings from './resources/delivery-settings';
import deliveryZones from './resources/delivery-zones';
import gifts from './resources/gifts';
import metalRateChanges from './resources/metal-rate-changes';
import metalRates from './resources/metal-rates';
import orders from './resources/orders';
import products from './resources/products';
import reviews from './resources/reviews';
import refunds from './resources/refunds';
import returns from './resources/returns';
import staff from './resources/staff';
import subscribers from './resources/subscribers';

const StaffConsole = () => (
  <Admin
    title="Sona Jewellers"
    authProvider={authProvider}
    dataProvider={dataProvider}
    dashboard={Dashboard}
    loginPage={LoginPage}
    layout={ShopLayout}
    theme={theme}
    requireAuth
    // Staff pages must not report to a third party (and the server's CSP would block it anyway).
    disableTelemetry
  >
    <Resource name="orders" {...orders} />
    <Resource name="returns" {...returns} />
    <Resource name="refunds" {...refunds} />
    <Resource name="products" {...products} />
    <Resource name="gifts" {...gifts} />
    <Resource name="metal-rates" {...metalRates} />
    <Resource name="metal-rate-changes" {...metalRateChanges} />
    <Resource name="exchange-rates" {...exchangeRates} />
    <Resource name="categories" {...categories} />
    <Resource name="coupons" {...coupons} />
    <Resource name="couriers" {...couriers} />
    <Resource name="delivery-zones" {...deliveryZones} />
    <Resource name="delivery-holidays" {...deliveryHolidays} />
    <Resource name="delivery-settings" {...deliverySettings} />
    <Resource name="blogs" {...blogs} />
    <Resource name="banners" {...banners} />
    <Resource name="reviews" {...reviews} />
    <Resource name="customers" {...customers} />
    <Resource name="subscribers" {...subscribers} />
    <Resource name="staff" {...staff} />
  </Admin>
);

/**
 * Real paths (/admin/customers/…) rather than react-admin's default hash router; the server answers
 * index.html for every /admin/* page. The router owns the '/admin' prefix (Vite's `base`), so <Admin>
 * takes no basename of its own: giving both would prefix links twice.
 */
const router = createBrowserRouter([{ path: '*', element: <StaffConsole /> }], {
  basename: import.meta.env.BASE_URL.replace(/\/$/, ''),
});

/**
 * `useTransitions={false}`: react-router 7 otherwise commits every router state change inside
 * `React.startTransition`. For an anonymous visitor react-admin renders `<LogoutOnMount>`, whose
 * logout pushes /login and clears the query cache; the cleared auth query re-renders the admin
 * routes urgently, which mounts `<LogoutOnMount>` again before the low-priority /login state ever
 * commits. The URL said /admin/login while React still rendered "/", and the logout→pushState
 * cycle ran forever. Synchronous router updates render the login page at once and end the cycle.
 */
export const App = () => <RouterProvider router={router} useTransitions={false} />;
