import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard/CategoryCard';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { SkeletonList } from '../../components/Skeleton/Skeleton';
import { BannerPage } from '../../components/PageBanner/PageBanner';
import { useCategories } from '../../features/catalog/use-categories';
import './collections.css';

const SKELETONS = 8;

/** /collections (spec 2): every category in a grid under a banner, each linking to /category-data/{slug}. */
export function CollectionsPage() {
  const categories = useCategories();

  return (
    <BannerPage
      eyebrow="Our collections"
      title="Shop By Category"
      lead="Rings, bangles, jhumkas, nose pins, mangalsutras and evil-eye charms: find the piece you came for."
      className="collections"
    >
      {categories.isPending ? (
        <SkeletonList label="Loading categories…" className="grid-list collections__grid" count={SKELETONS}>
          <CategoryCardSkeleton />
        </SkeletonList>
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
    </BannerPage>
  );
}
