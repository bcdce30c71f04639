import type { Product } from '../../features/catalog/api';
import { ProductCard, type ProductCardVariant } from '../ProductCard/ProductCard';
import { ProductCardSkeleton } from '../ProductCard/ProductCardSkeleton';
import { SkeletonList } from '../Skeleton/Skeleton';
import './ProductGrid.css';

/** 'five': 2, 3 or 5 columns by width (spec 2, listing and deals); 'four': 2, 3 or 4. */
export type GridColumns = 'five' | 'four';

/** How many cards the widest row of each grid holds. */
export const WIDEST_ROW: Record<GridColumns, number> = { five: 5, four: 4 };

const IMAGE_SIZES: Record<GridColumns, string> = {
  five: '(min-width: 1280px) 230px, (min-width: 1024px) 18vw, (min-width: 768px) 30vw, 46vw',
  four: '(min-width: 1280px) 290px, (min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw',
};

export type ProductGridProps = {
  products: Product[];
  variant?: ProductCardVariant;
  columns?: GridColumns;
  /** How many of the first cards are on the first screen (their pictures load at once). */
  eagerCount?: number;
  alwaysShowBadge?: boolean;
  /** See ProductCard: by default every card but the 'category' one names its category. */
  showCategory?: boolean;
};

/** Product cards in a responsive grid. */
export function ProductGrid({
  products,
  variant = 'listing',
  columns = 'five',
  eagerCount = 0,
  alwaysShowBadge = false,
  showCategory,
}: ProductGridProps) {
  return (
    <ul className={`grid-list product-grid product-grid--${columns}`}>
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard
            product={product}
            variant={variant}
            eager={index < eagerCount}
            alwaysShowBadge={alwaysShowBadge}
            showCategory={showCategory}
            imageSizes={IMAGE_SIZES[columns]}
          />
        </li>
      ))}
    </ul>
  );
}

export type ProductGridSkeletonProps = {
  count: number;
  columns?: GridColumns;
  label?: string;
};

/** The grid's shape while its products load; announced once as loading. */
export function ProductGridSkeleton({ count, columns = 'five', label = 'Loading products…' }: ProductGridSkeletonProps) {
  return (
    <SkeletonList label={label} className={`grid-list product-grid product-grid--${columns}`} count={count}>
      <ProductCardSkeleton />
    </SkeletonList>
  );
}
