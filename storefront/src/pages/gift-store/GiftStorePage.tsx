import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { BannerPage } from '../../components/PageBanner/PageBanner';
import { ProductGrid, ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { ProductResults } from '../../components/ProductResults/ProductResults';
import { GIFT_NOSE_PINS } from '../../constants';
import { useProductPages } from '../../features/catalog/use-product-pages';
import { useGiftStore } from '../../features/gifts/use-gift-pages';
import './gift-store.css';

/** The nose-pin row asks query-products for the category's first four pieces, once. */
const NOSE_PINS = { category: 'nose pins' };
const NOSE_PIN_PAGING = { first: GIFT_NOSE_PINS, step: GIFT_NOSE_PINS };

/**
 * /gift-store (spec 2, DECISIONS.md): a row of four real nose pins from the catalogue, then the gifts in
 * 2, 3 or 4 columns with badge, heart, second picture on hover, the category each is shown under (a gift is
 * product-shaped, spec 3) and ADD TO CART (a guest gets the Sign In dialog), 20 at first and 20 more per View More.
 */
export function GiftStorePage() {
  const gifts = useGiftStore();
  return (
    <BannerPage
      documentTitle="Gift Store"
      description="Jewellery gifts in gift boxes for birthdays, anniversaries, Raksha Bandhan and Diwali."
      eyebrow="Gift store"
      title="Gifts to Treasure"
      lead="Boxed and ready to give: pendants, rings, kadas and charms for birthdays, anniversaries and festivals."
      className="gift-store"
    >
      <NosePinRow />
      <section aria-labelledby="gifts-title" className="gift-store__section">
        <h2 id="gifts-title" className="gift-store__title">
          All gifts
        </h2>
        <ProductResults
          pages={gifts}
          variant="category"
          columns="four"
          showCategory
          emptyTitle="No gifts right now"
          emptyText="New gift boxes arrive from the workshop every week. Meanwhile, have a look at our collections."
          emptyAction={{ label: 'All categories', to: '/collections' }}
        />
      </section>
    </BannerPage>
  );
}

/** Spec 2's row of four nose pins, from the catalogue's nose-pin category. */
function NosePinRow() {
  const pins = useProductPages(NOSE_PINS, NOSE_PIN_PAGING);
  if (!pins.isPending && !pins.isError && pins.products.length === 0) return null;
  return (
    <section aria-labelledby="gift-nose-pins-title" className="gift-store__section">
      <div className="section-head gift-store__head">
        <h2 id="gift-nose-pins-title" className="gift-store__title">
          Nose pins to gift
        </h2>
        <Link to="/category-data/nose-pins" className="gift-store__more">
          All nose pins
        </Link>
      </div>
      {pins.isPending ? (
        <ProductGridSkeleton count={GIFT_NOSE_PINS} columns="four" label="Loading nose pins…" />
      ) : pins.isError ? (
        <ErrorState message="We could not load the nose pins." onRetry={pins.retry} />
      ) : (
        <ProductGrid products={pins.products.slice(0, GIFT_NOSE_PINS)} variant="category" columns="four" eagerCount={2} />
      )}
    </section>
  );
}
