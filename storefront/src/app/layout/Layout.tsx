import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../../components/PageLoading/PageLoading';
import { useCart } from '../../features/cart/use-cart';
import { useDisplayCurrency } from '../../features/currency/currency-context';
import { useWishlist } from '../../features/wishlist/use-wishlist';
import { ModalHost } from '../modals/ModalHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { MobileBottomBar } from './MobileBottomBar';
import { LoadedHash, PageScroll } from './PageScroll';
import { TestPaymentsRibbon } from './TestPaymentsRibbon';
import './Layout.css';

/** Every screen's frame: skip link, header, the page, footer, the mobile bar, the open dialog and the test payments ribbon. */
export function Layout() {
  const wishlist = useWishlist();
  const cart = useCart();
  const { currency } = useDisplayCurrency();
  // The page is mounted afresh in a new currency (or at a new rate): its prices are formatted as it renders, and the
  // header, footer and dialogs here render again with this component.
  const shownIn = `${currency.code}:${currency.inrPerUnit}`;
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header wishlistCount={wishlist.data?.wishlistCount} cartCount={cart.data?.card_product_count} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Suspense key={shownIn} fallback={<PageLoading />}>
          <Outlet />
          <LoadedHash />
        </Suspense>
      </main>
      <Footer />
      <MobileBottomBar />
      <ModalHost />
      <PageScroll />
      <TestPaymentsRibbon />
    </div>
  );
}
