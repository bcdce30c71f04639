import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard/CategoryCard';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import { useCategories } from '../../features/catalog/use-categories';
import { SHOP_NAME } from '../../shop-details';
import './collections.css';

const SKELETONS = 8;

/** /collections (spec 2): every category in a grid under a banner, each linking to /category-data/{slug}. */
export function CollectionsPage() {
  const categories = useCategories();

  return (
    <>
      <title>{`Shop By Category | ${SHOP_NAME}`}</title>
      <PageBanner
        eyebrow="Our collections"
        title="Shop By Category"
        lead="Rings, bangles, jhumkas, nose pins, mangalsutras and evil-eye charms: find the piece you came for."
      />
      <div className="container collections">
        {categories.isPending ? (
          <div role="status">
            <span className="visually-hidden">Loading categories…</span>
            <ul className="grid-list collections__grid" aria-hidden="true">
              {Array.from({ length: SKELETONS }, (_, index) => (
                <li key={index}>
                  <CategoryCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : categories.isError ? (
          <ErrorState message="We could not load the categories." onRetry={() => void categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <EmptyState title="No categories yet" action={{ label: 'Back to home', to: '/' }}>
            <p>Our collections are being arranged. Please come back soon.</p>
          </EmptyState>
        ) : (
          <ul className="grid-list collections__grid">
            {categories.data.map((category) => (
              <li key={category._id}>
                <CategoryCard category={category} imageSizes="(min-width: 1024px) 22vw, (min-width: 768px) 30vw, 45vw" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
