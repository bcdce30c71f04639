import { Link } from 'react-router-dom';
import { Skeleton } from '../../components/Skeleton/Skeleton';
import type { Product } from '../../features/catalog/api';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { topOffers } from './top-offers';

/** Spec 2: the deals page opens with a row of three offers. */
const OFFERS = 3;

export type OfferTilesProps = {
  /** The best deals, largest discount first; undefined while they load. */
  products: Product[] | undefined;
};

/** Three offer pictures, one per category with the deepest discount, each leading to its category. */
export function OfferTiles({ products }: OfferTilesProps) {
  if (products === undefined) {
    return (
      <ul className="grid-list offer-tiles" aria-hidden="true">
        {Array.from({ length: OFFERS }, (_, index) => (
          <li key={index}>
            <Skeleton aspectRatio={16 / 10} />
          </li>
        ))}
      </ul>
    );
  }
  const offers = topOffers(products, OFFERS);
  if (offers.length === 0) return null;
  return (
    <ul className="grid-list offer-tiles">
      {offers.map((offer, index) => {
        const picture = offer.product.images[0];
        return (
          <li key={offer.categorySlug}>
            <Link to={`/category-data/${offer.categorySlug}`} className={`offer-tile offer-tile--${index + 1}`}>
              {picture === undefined ? null : (
                <StoredImage
                  className="offer-tile__image"
                  src={picture}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  alt={offer.product.name}
                  fetchPriority={index === 0 ? 'high' : undefined}
                />
              )}
              <span className="offer-tile__text">
                <span className="offer-tile__up-to">Up to {offer.upTo}% off</span>
                <span className="offer-tile__category">{offer.category}</span>
                <span className="offer-tile__cta">Shop the offer</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
