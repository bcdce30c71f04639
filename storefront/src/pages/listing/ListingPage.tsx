import { useLocation, useParams } from 'react-router-dom';
import { ListingControls } from '../../components/ListingControls/ListingControls';
import { BannerPage } from '../../components/PageBanner/PageBanner';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { LISTING_FIRST, LISTING_STEP } from '../../constants';
import { useProductPages } from '../../features/catalog/use-product-pages';
import { readListingQuery } from '../../lib/listing-query';
import { listingHeading } from './listing-heading';
import './listing.css';

export type ListingPageProps = {
  /** /best-seller: the same screen, top rated first (spec 2). */
  bestSeller?: boolean;
};

function present(text: string | undefined): string | undefined {
  return text === undefined || text === '' ? undefined : text;
}

/**
 * /products/search and /best-seller (spec 2): reads category, value and gender (the '&&' form and the
 * optional path segments too), and shows 10 pieces, 20 more per View More (spec 4), 2, 3 or 5 across.
 */
export function ListingPage({ bestSeller = false }: ListingPageProps) {
  const location = useLocation();
  const segments = useParams();
  const asked = readListingQuery(location.search);
  const query = {
    ...asked,
    category: present(asked.category) ?? segments.category ?? '',
    value: present(asked.value) ?? segments.value ?? '',
  };
  const heading = listingHeading(query, bestSeller);

  const pages = useProductPages(
    {
      category: present(query.category),
      searchValue: present(query.value),
      gender: query.gender ?? undefined,
      sortPrice: query.sort ?? (bestSeller ? 'rating' : undefined),
      lowPrice: query.lowPrice ?? undefined,
      highPrice: query.highPrice ?? undefined,
    },
    { first: LISTING_FIRST, step: LISTING_STEP },
  );

  return (
    <BannerPage eyebrow={heading.eyebrow} title={heading.title} lead={heading.lead} className="listing">
      <ListingControls total={pages.total} recommendedLabel={bestSeller ? 'Top rated' : 'Recommended'} />
      <h2 className="visually-hidden">Pieces</h2>
      <ProductResults
        pages={pages}
        variant="listing"
        columns="five"
        skeletonCount={LISTING_FIRST}
        eagerCount={2}
        emptyTitle="No pieces found"
        emptyText="Try fewer or other words, another category, or a wider price range."
        emptyAction={{ label: 'Browse every category', to: '/collections' }}
      />
    </BannerPage>
  );
}

/** /best-seller (spec 2): the listing screen, top rated first. */
export function BestSellerPage() {
  return <ListingPage bestSeller />;
}
