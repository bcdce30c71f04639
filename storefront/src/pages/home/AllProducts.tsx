import { useState } from 'react';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { ViewMore } from '../../components/ViewMore/ViewMore';
import { HOME_GRID_FIRST, HOME_GRID_STEP } from '../../constants';
import type { Product } from '../../features/catalog/api';
import { SectionHeading } from './SectionHeading';

type Filter = 'all' | 'earrings';

/** Spec 2's two filter buttons. */
const FILTERS: readonly { value: Filter; label: string }[] = [
  { value: 'all', label: 'All Products' },
  { value: 'earrings', label: 'Earrings' },
];

export type AllProductsProps = {
  /** The newest products; undefined while they load. */
  products: Product[] | undefined;
  failed: boolean;
  onRetry: () => void;
};

/** The home grid (spec 2 and 4): 'All Products' or 'Earrings', 20 shown, 20 more per View More. */
export function AllProducts({ products, failed, onRetry }: AllProductsProps) {
  const [filter, setFilter] = useState<Filter>('all');
  const [shown, setShown] = useState(HOME_GRID_FIRST);
  const matching =
    filter === 'all' ? (products ?? []) : (products ?? []).filter((product) => product.categorySlug === 'earrings');

  const choose = (next: Filter) => {
    setFilter(next);
    setShown(HOME_GRID_FIRST);
  };

  return (
    <section className="home-section container" aria-labelledby="all-products-title">
      <SectionHeading id="all-products-title" eyebrow="Fresh from the workshop" title="Shop the Collection">
        Our newest pieces, finished by hand and hallmarked where it matters.
      </SectionHeading>
      <div className="filter-buttons" role="group" aria-label="Show">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            className="filter-buttons__button"
            aria-pressed={filter === option.value}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {failed ? (
        <ErrorState message="We could not load our pieces." onRetry={onRetry} />
      ) : products === undefined ? (
        <ProductGridSkeleton count={10} />
      ) : (
        <>
          <ProductGrid products={matching.slice(0, shown)} variant="listing" columns="five" />
          <ViewMore
            shown={Math.min(shown, matching.length)}
            total={matching.length}
            hasMore={shown < matching.length}
            onMore={() => setShown((count) => count + HOME_GRID_STEP)}
          />
        </>
      )}
    </section>
  );
}
