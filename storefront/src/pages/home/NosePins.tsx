import { Link } from 'react-router-dom';
import { Price } from '../../components/Price/Price';
import { SLIDER_NAME_WORDS } from '../../constants';
import type { Product } from '../../features/catalog/api';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { truncateWords } from '../../lib/truncate-words';
import { SectionHeading, SectionMore } from './SectionHeading';

/** The mosaic holds one large picture and four small ones. */
const PICTURES = 5;

export type NosePinsProps = {
  /** Nose pins from the catalogue, best first. */
  products: Product[];
};

/** Spec 2's nose-pin image grid, made of the shop's real nose pins, each leading to its page. */
export function NosePins({ products }: NosePinsProps) {
  const pictured = products.filter((product) => product.images.length > 0).slice(0, PICTURES);
  const [only] = pictured;
  if (only === undefined) return null;
  return (
    <section className="home-section container" aria-labelledby="nose-pins-title">
      <SectionHeading id="nose-pins-title" eyebrow="The finishing touch" title="Nose Pins">
        Diamond studs, ruby pins and the Rajasthani nath with its pearl chain.
      </SectionHeading>
      {pictured.length === 1 ? (
        <Feature product={only} />
      ) : (
        <ul className={`grid-list nose-pins nose-pins--${pictured.length}`}>
          {pictured.map((product, index) => (
            <li key={product._id} className="nose-pins__item">
              <Link to={`/product/details/${product.slug}`} className="nose-pins__link">
                <StoredImage
                  className="nose-pins__image"
                  src={product.images[0] ?? ''}
                  sizes={index === 0 ? '(min-width: 768px) 50vw, 100vw' : '(min-width: 768px) 25vw, 50vw'}
                  alt={product.name}
                  lazy
                />
                <span className="nose-pins__name" aria-hidden="true">
                  {truncateWords(product.name, SLIDER_NAME_WORDS)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <SectionMore to="/category-data/nose-pins">Shop all nose pins</SectionMore>
    </section>
  );
}

type FeatureProps = { product: Product };

/** A single nose pin gets its picture and details side by side rather than a grid of one. */
function Feature({ product }: FeatureProps) {
  const picture = product.images[0] ?? '';
  return (
    <Link to={`/product/details/${product.slug}`} className="nose-pin-feature">
      <StoredImage
        className="nose-pin-feature__image"
        src={picture}
        sizes="(min-width: 768px) 26rem, 100vw"
        alt=""
        lazy
      />
      <div className="nose-pin-feature__text">
        <p className="eyebrow">{product.category}</p>
        <p className="nose-pin-feature__name">{product.name}</p>
        <Price price={product.price} discount={product.discount} size="large" />
        <span className="nose-pin-feature__cta">View this piece</span>
      </div>
    </Link>
  );
}
