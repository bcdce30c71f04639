import { ProductResults } from '../../components/ProductResults/ProductResults';
import { DEALS_FIRST, DEALS_MIN_DISCOUNT, DEALS_STEP } from '../../constants';
import { useProductPages } from '../../features/catalog/use-product-pages';
import { SHOP_NAME } from '../../shop-details';
import { CouponList } from './CouponList';
import { OfferTiles } from './OfferTiles';
import './deals.css';

const HEADING = 'Best Online Deals, Coupons & Offers';

/**
 * /offer-promotion (spec 2): a row of three offers, the heading, today's coupons, and every piece at 20 % off
 * or more, deepest first: 20 shown, View More adds 20 (spec 4). 'Get Deal' puts one in the cart (DECISIONS.md).
 */
export function DealsPage() {
  const pages = useProductPages(
    { minDiscount: DEALS_MIN_DISCOUNT, sortPrice: 'discount' },
    { first: DEALS_FIRST, step: DEALS_STEP },
  );

  return (
    <div className="container deals">
      <title>{`${HEADING} | ${SHOP_NAME}`}</title>
      <OfferTiles products={pages.isPending || pages.isError ? undefined : pages.products} />
      <header className="deals__header">
        <p className="eyebrow">Offers</p>
        <h1 className="deals__title">{HEADING}</h1>
        <div className="ornament" aria-hidden="true">
          <span />
        </div>
      </header>
      <section className="deals__coupons" aria-labelledby="coupons-title">
        <h2 id="coupons-title" className="deals__subtitle">
          Coupons for today
        </h2>
        <CouponList />
      </section>
      <section aria-labelledby="deals-title">
        <h2 id="deals-title" className="deals__subtitle">
          Pieces at {DEALS_MIN_DISCOUNT}% off or more
        </h2>
        <ProductResults
          pages={pages}
          variant="deal"
          columns="five"
          emptyTitle="No deals right now"
          emptyText="Our next offers are being prepared. Have a look at our best sellers meanwhile."
          emptyAction={{ label: 'See best sellers', to: '/best-seller' }}
        />
      </section>
    </div>
  );
}
