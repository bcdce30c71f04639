import type { ProductPages } from '../../features/catalog/use-product-pages';
import { EmptyState } from '../EmptyState/EmptyState';
import { PagedList } from '../PagedList/PagedList';
import type { ProductCardVariant } from '../ProductCard/ProductCard';
import { ProductGrid, ProductGridSkeleton, WIDEST_ROW, type GridColumns } from '../ProductGrid/ProductGrid';
import './ProductResults.css';

export type ProductResultsProps = {
  pages: ProductPages;
  variant?: ProductCardVariant;
  columns?: GridColumns;
  /** Cards shown while the first products load: two full rows of the widest grid unless told. */
  skeletonCount?: number;
  eagerCount?: number;
  alwaysShowBadge?: boolean;
  showCategory?: boolean;
  emptyTitle: string;
  emptyText: string;
  emptyAction?: { label: string; to: string };
};

/** A server-paged grid in every state: loading, failed (with Retry), empty, and shown with View More. */
export function ProductResults({
  pages,
  variant,
  columns = 'five',
  skeletonCount = 2 * WIDEST_ROW[columns],
  eagerCount,
  alwaysShowBadge,
  showCategory,
  emptyTitle,
  emptyText,
  emptyAction,
}: ProductResultsProps) {
  return (
    <PagedList
      pages={pages}
      loading={<ProductGridSkeleton count={skeletonCount} columns={columns} />}
      errorMessage="We could not load these pieces."
      empty={
        <EmptyState title={emptyTitle} action={emptyAction}>
          <p>{emptyText}</p>
        </EmptyState>
      }
      shown={pages.products.length}
      failedMessage="We could not load more pieces."
      failedClassName="product-results__more-error"
    >
      <ProductGrid
        products={pages.products}
        variant={variant}
        columns={columns}
        eagerCount={eagerCount}
        alwaysShowBadge={alwaysShowBadge}
        showCategory={showCategory}
      />
    </PagedList>
  );
}
