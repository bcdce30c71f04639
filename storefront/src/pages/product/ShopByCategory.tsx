import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard/CategoryCard';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { SkeletonList } from '../../components/Skeleton/Skeleton';
import { PRODUCT_PAGE_CATEGORIES } from '../../constants';
import { useCategories } from '../../features/catalog/use-categories';
import './ShopByCategory.css';

const { from, to } = PRODUCT_PAGE_CATEGORIES;

/** Spec 2: the product page's 'Shop By Category', categories 3 to 10 as round pictures linking to /category-data/{slug}. */
export function ShopByCategory() {
  const categories = useCategories();
  const shown = categories.data?.slice(from - 1, to) ?? [];

  // a shop with only the first two categories has nothing more to offer here
  if (categories.isSuccess && shown.length === 0) return null;

  return (
    <section className="shop-by-category" aria-labelledby="shop-by-category-title">
      <h2 id="shop-by-category-title" className="shop-by-category__title">
        Shop By Category
      </h2>
      {categories.isPending ? (
        <SkeletonList label="Loading categories…" className="grid-list shop-by-category__list" count={to - from + 1}>
          <CategoryCardSkeleton shape="round" />
        </SkeletonList>
      ) : categories.isError ? (
        <ErrorState message="We could not load the categories." onRetry={() => void categories.refetch()} />
      ) : (
        <ul className="grid-list shop-by-category__list">
          {shown.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} shape="round" imageSizes="(min-width: 1024px) 8rem, 22vw" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
