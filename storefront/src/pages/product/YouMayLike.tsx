import type { ReactNode } from 'react';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { PRODUCT_PAGE_YOU_MAY_LIKE } from '../../constants';
import type { Product } from '../../features/catalog/api';
import { useHomeProducts } from '../../features/catalog/use-home-products';
import { youMayLike } from './product-rules';
import './YouMayLike.css';

const COUNT = PRODUCT_PAGE_YOU_MAY_LIKE.to - PRODUCT_PAGE_YOU_MAY_LIKE.from + 1;

export type YouMayLikeProps = {
  product: Product;
  /** Other pieces of the same category, from the product's own answer. */
  related: Product[];
};

/**
 * Spec 2's 'Product May You Like': five cards with the discount badge, the second picture on hover, the name
 * cut to 5 words, the price and the heart. The same category comes first; only when it has fewer than five
 * other pieces is the catalogue asked for the rest.
 */
export function YouMayLike({ product, related }: YouMayLikeProps) {
  const picked = youMayLike(product, related);
  if (picked.length === COUNT) {
    return (
      <YouMayLikeShell>
        <ProductGrid products={picked} />
      </YouMayLikeShell>
    );
  }
  return <FilledFromCatalogue product={product} related={related} />;
}

function FilledFromCatalogue({ product, related }: YouMayLikeProps) {
  const catalogue = useHomeProducts();
  if (catalogue.isPending) {
    return (
      <YouMayLikeShell>
        <ProductGridSkeleton count={COUNT} label="Loading pieces you may like…" />
      </YouMayLikeShell>
    );
  }
  const picked = youMayLike(product, related, catalogue.data?.products);
  if (catalogue.isError && picked.length === 0) {
    return (
      <YouMayLikeShell>
        <ErrorState message="We could not load more pieces." onRetry={() => void catalogue.refetch()} />
      </YouMayLikeShell>
    );
  }
  if (picked.length === 0) return null;
  return (
    <YouMayLikeShell>
      <ProductGrid products={picked} />
    </YouMayLikeShell>
  );
}

type YouMayLikeShellProps = { children: ReactNode };

function YouMayLikeShell({ children }: YouMayLikeShellProps) {
  return (
    <section className="you-may-like" aria-labelledby="you-may-like-title">
      <h2 id="you-may-like-title" className="you-may-like__title">
        Product May You Like
      </h2>
      {children}
    </section>
  );
}
