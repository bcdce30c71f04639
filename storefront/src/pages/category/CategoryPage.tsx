import { useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useCanonicalAddress } from '../../app/use-canonical-address';
import { ListingControls } from '../../components/ListingControls/ListingControls';
import { BannerPage } from '../../components/PageBanner/PageBanner';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { CATEGORY_PAGING, categoryFilter } from '../../features/catalog/category-products';
import { catalogKeys } from '../../features/catalog/query-keys';
import { useCategory } from '../../features/catalog/use-category';
import { useProductPages } from '../../features/catalog/use-product-pages';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { NotFoundPage } from '../not-found/NotFoundPage';
import './category.css';

/** 'nose-pins' → 'Nose Pins', while the category is still on its way. */
function titleOfSlug(slug: string): string {
  return slug.replace(/-+/g, ' ').replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/**
 * /category-data/{slug} (spec 2): the pieces of one category, with ADD TO CART and the heart on each card. The
 * category is the one with that slug (a former one leads to its own address); an unknown slug is the 404 page.
 */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const found = useCategory(slug);
  const pages = useProductPages(categoryFilter(slug, location.search), CATEGORY_PAGING);
  useCanonicalAddress('/category-data', slug, found.isPlaceholderData ? undefined : found.data, (known) => known.slug, catalogKeys.category);

  if (found.error instanceof ApiError && found.error.status === 404) return <NotFoundPage />;
  const category = found.data;
  const title = category?.name ?? titleOfSlug(slug);

  return (
    <BannerPage
      eyebrow="Shop by category"
      title={title}
      lead="Handcrafted in our Sanganer workshop, hallmarked where it matters, shipped free across India."
      aside={
        category === undefined || category.image === '' ? undefined : (
          <StoredImage className="category-page__picture" src={category.image} sizes="12rem" alt="" />
        )
      }
      className="category-page"
    >
      <ListingControls total={pages.total} />
      <h2 className="visually-hidden">Pieces in {title}</h2>
      <ProductResults
        pages={pages}
        variant="category"
        columns="four"
        eagerCount={2}
        emptyTitle={`No pieces in ${title} yet`}
        emptyText="New pieces arrive from the workshop every week. Meanwhile, have a look at our other collections."
        emptyAction={{ label: 'All categories', to: '/collections' }}
      />
    </BannerPage>
  );
}
