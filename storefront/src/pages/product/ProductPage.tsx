import { useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { ActionLinks } from '../../components/ActionLinks/ActionLinks';
import { Breadcrumbs } from '../../components/Breadcrumbs/Breadcrumbs';
import { Deferred } from '../../components/Deferred/Deferred';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { NotFoundSection } from '../../components/NotFoundSection/NotFoundSection';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import type { ProductDetail } from '../../features/catalog/api';
import { catalogKeys } from '../../features/catalog/query-keys';
import { useProduct } from '../../features/catalog/use-product';
import { useRecordView } from '../../features/recently-viewed/use-recently-viewed';
import { SHOP_NAME } from '../../shop-details';
import { ProductDetails } from './ProductDetails';
import { ProductGallery } from './ProductGallery';
import { ProductSummary } from './ProductSummary';
import { ShopByCategory } from './ShopByCategory';
import { YouMayLike } from './YouMayLike';
import './ProductPage.css';

/** Nearer than Deferred's 600 px: at 600, tablets and desktops drew Shop By Category while the main picture loaded. */
const AHEAD = '400px 0px';
const DETAILS_AHEAD = '800px 0px';

/**
 * /product/details/{slug} (spec 2): one piece, its details and reviews, then more to browse. A piece asked for by a
 * slug it had before (or its id) moves to its own address.
 */
export function ProductPage() {
  const { slug = '' } = useParams();
  const detail = useProduct(slug);
  useCanonicalAddress('/product/details', slug, detail.data, (found) => found.product.slug, catalogKeys.product);

  if (detail.isPending) return <ProductPageSkeleton />;
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <ProductNotFound />;
    return (
      <div className="container product-page">
        <title>{`Product | ${SHOP_NAME}`}</title>
        <ErrorState message="We could not load this piece." onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  // a new piece starts with its first picture and its own default size and colour
  return <ProductView key={detail.data.product._id} detail={detail.data} />;
}

type ProductViewProps = { detail: ProductDetail };

function ProductView({ detail }: ProductViewProps) {
  const { product, breakup, relatedProducts } = detail;
  useRecordView(product);
  return (
    <div className="container product-page">
      <title>{`${product.name} | ${SHOP_NAME}`}</title>
      <Breadcrumbs
        className="product-page__crumbs"
        parent={{ label: product.category, to: `/category-data/${product.categorySlug}` }}
        current={product.name}
      />
      <div className="split-layout product-page__top">
        <ProductGallery name={product.name} images={product.images} />
        <ProductSummary product={product} />
      </div>
      {/* Below the main picture and the price: drawn after them, so the picture shows sooner; from further away than
          the sections after it, so that on a large screen it is there by the time the shopper looks down. */}
      <Deferred minHeight="var(--product-details-height)" ahead={DETAILS_AHEAD}>
        <ProductDetails product={product} breakup={breakup} />
      </Deferred>
      <Deferred minHeight="var(--product-categories-height)" ahead={AHEAD}>
        <ShopByCategory />
      </Deferred>
      <Deferred minHeight="var(--product-may-like-height)" ahead={AHEAD}>
        <YouMayLike product={product} related={relatedProducts} />
      </Deferred>
    </div>
  );
}

/** An unknown slug (404): say so and offer ways back. */
function ProductNotFound() {
  return (
    <NotFoundSection className="container product-page product-page__missing" tabTitle="Piece not found" heading="We could not find this piece">
      <p>It may have sold out for good or moved. The link may also be mistyped.</p>
      <ActionLinks
        className="product-page__missing-actions"
        main={{ label: 'Browse collections', to: '/collections' }}
        other={{ label: 'Back to home', to: '/' }}
      />
    </NotFoundSection>
  );
}

/** The page's shape while the piece is on its way. */
function ProductPageSkeleton() {
  return (
    <LoadingStatus label="Loading the piece…" className="container product-page">
      <div className="split-layout product-page__top" aria-hidden="true">
        <Skeleton aspectRatio={1} />
        <div className="product-page__skeleton-lines">
          <Skeleton width="30%" height="0.75rem" />
          <Skeleton width="85%" height="2.25rem" />
          <Skeleton width="45%" height="1rem" />
          <Skeleton width="40%" height="2rem" />
          <Skeleton width="100%" height="4rem" />
          <Skeleton width="100%" height="3rem" />
        </div>
      </div>
    </LoadingStatus>
  );
}
