import { usePrefetchInfiniteQuery, usePrefetchQuery } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import { useLocation, useParams, type RouteObject } from 'react-router-dom';
import { CATEGORY_PAGING, categoryFilter } from '../features/catalog/category-products';
import { categoryQuery } from '../features/catalog/use-category';
import { productQuery } from '../features/catalog/use-product';
import { productPagesOptions } from '../features/catalog/use-product-pages';
import { Layout } from './layout/Layout';
import { RouteErrorPage } from './layout/RouteErrorPage';

/** A screen whose code is loaded on first visit; page modules use named exports. */
function page<Module>(load: () => Promise<Module>, pick: (module: Module) => ComponentType) {
  return lazy(async () => ({ default: pick(await load()) }));
}

const HomePage = page(() => import('../pages/home/HomePage'), (m) => m.HomePage);
const StoryPage = page(() => import('../pages/story/StoryPage'), (m) => m.StoryPage);
const AboutPage = page(() => import('../pages/about/AboutPage'), (m) => m.AboutPage);
const PrivacyPage = page(() => import('../pages/privacy/PrivacyPage'), (m) => m.PrivacyPage);
const RefundPage = page(() => import('../pages/refund/RefundPage'), (m) => m.RefundPage);
const TermsPage = page(() => import('../pages/term-condition/TermsPage'), (m) => m.TermsPage);
const LoginPage = page(() => import('../pages/login/LoginPage'), (m) => m.LoginPage);
const DashboardPage = page(() => import('../pages/dashboard-client/DashboardPage'), (m) => m.DashboardPage);
const WishlistPage = page(() => import('../pages/wishlist/WishlistPage'), (m) => m.WishlistPage);
const CollectionsPage = page(() => import('../pages/collections/CollectionsPage'), (m) => m.CollectionsPage);
const CategoryPage = page(() => import('../pages/category/CategoryPage'), (m) => m.CategoryPage);
const ListingPage = page(() => import('../pages/listing/ListingPage'), (m) => m.ListingPage);
const BestSellerPage = page(() => import('../pages/listing/ListingPage'), (m) => m.BestSellerPage);
const DealsPage = page(() => import('../pages/deals/DealsPage'), (m) => m.DealsPage);
const EvilEyePage = page(() => import('../pages/evil-eye/EvilEyePage'), (m) => m.EvilEyePage);
const ProductPage = page(() => import('../pages/product/ProductPage'), (m) => m.ProductPage);
const CartPage = page(() => import('../pages/cart/CartPage'), (m) => m.CartPage);
const CheckoutPage = page(() => import('../pages/checkout/CheckoutPage'), (m) => m.CheckoutPage);
const ShippingPage = page(() => import('../pages/shiping/ShippingPage'), (m) => m.ShippingPage);
const PaymentPage = page(() => import('../pages/payment/PaymentPage'), (m) => m.PaymentPage);
const OrderDetailPage = page(() => import('../pages/order-detail/OrderDetailPage'), (m) => m.OrderDetailPage);
const BlogPage = page(() => import('../pages/blog/BlogPage'), (m) => m.BlogPage);
const BlogDetailPage = page(() => import('../pages/blog-detail/BlogDetailPage'), (m) => m.BlogDetailPage);
const GiftStorePage = page(() => import('../pages/gift-store/GiftStorePage'), (m) => m.GiftStorePage);
const GiftsForHimPage = page(() => import('../pages/gifts-for-him/GiftsForHimPage'), (m) => m.GiftsForHimPage);
const ReviewsPage = page(() => import('../pages/reviews/ReviewsPage'), (m) => m.ReviewsPage);
const NotFoundPage = page(() => import('../pages/not-found/NotFoundPage'), (m) => m.NotFoundPage);

/** The product page asks for its product while its code is still downloading: a round trip sooner on a first visit. */
function ProductRoute() {
  const { slug = '' } = useParams();
  usePrefetchQuery(productQuery(slug));
  return <ProductPage />;
}

/** The category page asks for its category and first pieces while its code is still downloading, like the product page. */
function CategoryRoute() {
  const { slug = '' } = useParams();
  const { search } = useLocation();
  usePrefetchQuery(categoryQuery(slug));
  usePrefetchInfiniteQuery(productPagesOptions(categoryFilter(slug, search), CATEGORY_PAGING));
  return <CategoryPage />;
}

/**
 * The routes of spec 2 whose screens exist; every other path gets the 404 page. The browser's router (main.tsx) and the
 * server's rendering of a first screen (entry-server.tsx) are both made of them.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'collections', element: <CollectionsPage /> },
          { path: 'category-data/:slug', element: <CategoryRoute /> },
          // spec 2: also the route shape with optional segments
          { path: 'products/search/:category?/:value?', element: <ListingPage /> },
          { path: 'best-seller', element: <BestSellerPage /> },
          { path: 'offer-promotion', element: <DealsPage /> },
          { path: 'evil-eye', element: <EvilEyePage /> },
          { path: 'story', element: <StoryPage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'refund', element: <RefundPage /> },
          { path: 'term-condition', element: <TermsPage /> },
          { path: 'blog', element: <BlogPage /> },
          { path: 'blogdetail/:slug', element: <BlogDetailPage /> },
          { path: 'gift-store', element: <GiftStorePage /> },
          { path: 'gifts-for-him', element: <GiftsForHimPage /> },
          { path: 'reviews', element: <ReviewsPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'dashboard-client', element: <DashboardPage /> },
          { path: 'wishlist', element: <WishlistPage /> },
          { path: 'product/details/:slug', element: <ProductRoute /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          // spec 2: spelt so
          { path: 'shiping', element: <ShippingPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'dashboard/order/details/:id', element: <OrderDetailPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
