import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { HOME_YOU_MAY_LIKE_LIMIT } from '../../constants';
import type { Product } from '../../features/catalog/api';
import { SectionHeading, SectionMore } from './SectionHeading';

export type YouMayLikeProps = {
  /** The pieces on the deepest discounts; undefined while they load. */
  products: Product[] | undefined;
  failed: boolean;
};

/** 'Product May You Like' (spec 2): at most 12 pieces (spec 9), View More to /best-seller. */
export function YouMayLike({ products, failed }: YouMayLikeProps) {
  if (failed || (products !== undefined && products.length === 0)) return null;
  return (
    <section className="home-section container" aria-labelledby="may-like-title">
      <SectionHeading id="may-like-title" eyebrow="Picked for you" title="Product May You Like">
        Pieces on our best offers this week.
      </SectionHeading>
      {products === undefined ? (
        <ProductGridSkeleton count={4} columns="four" />
      ) : (
        <ProductGrid products={products.slice(0, HOME_YOU_MAY_LIKE_LIMIT)} variant="listing" columns="four" />
      )}
      <SectionMore to="/best-seller">View More</SectionMore>
    </section>
  );
}
