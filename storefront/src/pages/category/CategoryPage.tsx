import { useLocation, useParams } from 'react-router-dom';
import { ListingControls } from '../../components/ListingControls/ListingControls';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { CATEGORY_PAGING, categoryFilter, categoryOfSlug } from '../../features/catalog/category-products';
import { useCategories } from '../../features/catalog/use-categories';
import { useProductPages } from '../../features/catalog/use-product-pages';
import { srcSetOf } from '../../lib/srcset';
import { SHOP_NAME } from '../../shop-details';
import './category.css';

/** 'nose pins' → 'Nose Pins', while the category list is still on its way. */
function titleCase(text: string): string {
  return text.replace(/(^|\s)(\S)/g, (_, space: string, letter: string) => space + letter.toUpperCase());
}

/** /category-data/{slug} (spec 2): the pieces of one category, with ADD TO CART and the heart on each card. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const name = categoryOfSlug(slug);
  const categories = useCategories();
  const category = categories.data?.find((entry) => entry.slug === slug || entry.name.toLowerCase() === name);
  const title = category?.name ?? titleCase(name);

  const pages = useProductPages(categoryFilter(slug, location.search), CATEGORY_PAGING);

  return (
    <>
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <PageBanner
        eyebrow="Shop by category"
        title={title}
        lead="Handcrafted in our Sanganer workshop, hallmarked where it matters, shipped free across India."
        aside={
          category === undefined || category.image === '' ? undefined : (
            <img
              className="category-page__picture"
              src={category.image}
              srcSet={srcSetOf(category.image)}
              sizes="12rem"
              width={640}
              height={640}
              alt=""
            />
          )
        }
      />
      <div className="container category-page">
        <ListingControls total={pages.total} />
        <h2 className="visually-hidden">Pieces in {title}</h2>
        <ProductResults
          pages={pages}
          variant="category"
          columns="four"
          skeletonCount={8}
          eagerCount={2}
          emptyTitle={`No pieces in ${title} yet`}
          emptyText="New pieces arrive from the workshop every week. Meanwhile, have a look at our other collections."
          emptyAction={{ label: 'All categories', to: '/collections' }}
        />
      </div>
    </>
  );
}
