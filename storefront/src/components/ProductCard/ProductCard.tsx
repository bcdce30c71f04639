import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DEAL_LABEL_BONUS, GRID_NAME_WORDS } from '../../constants';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import type { Product } from '../../features/catalog/api';
import { StoredImage } from '../StoredImage/StoredImage';
import { truncateWords } from '../../lib/truncate-words';
import { Price } from '../Price/Price';
import { Stars } from '../Stars/Stars';
import { WishlistButton } from '../WishlistButton/WishlistButton';
import './ProductCard.css';

/**
 * The cards of spec 2: 'listing' (category, stars and 'Size :' list), 'category' (heart on hover and
 * 'ADD TO CART') and 'deal' (a discount + 20 '% OFF' label and 'Get Deal', which adds to the cart).
 */
export type ProductCardVariant = 'listing' | 'category' | 'deal';

export type ProductCardProps = {
  product: Product;
  variant?: ProductCardVariant;
  /** Words of the name shown (spec 9: 5 on grids, 4 on sliders). */
  nameWords?: number;
  /** Show the discount badge even at 0 % (spec 5: always on the evil-eye page). */
  alwaysShowBadge?: boolean;
  /** Name the piece's category above its name; default: except on the 'category' card, whose page names it once. */
  showCategory?: boolean;
  /** The picture is on the first screen: fetch it at once rather than lazily. */
  eager?: boolean;
  /** The `sizes` of the picture's srcset, from the columns of the grid or slider it sits in. */
  imageSizes?: string;
};

/** A piece in a grid or slider: its picture (the second one on hover), name, price and quick actions; links to its page. */
export function ProductCard({
  product,
  variant = 'listing',
  nameWords = GRID_NAME_WORDS,
  alwaysShowBadge = false,
  showCategory = variant !== 'category',
  eager = false,
  imageSizes = '(min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw',
}: ProductCardProps) {
  const [first, second] = product.images;
  // the second picture is fetched on the first hover, not with every card of the grid
  const [wantSecond, setWantSecond] = useState(false);
  const shortName = truncateWords(product.name, nameWords);
  const badge =
    variant === 'deal'
      ? `${product.discount + DEAL_LABEL_BONUS}% OFF`
      : product.discount || alwaysShowBadge
        ? `-${product.discount}%`
        : null;

  return (
    <article className={`card product-card product-card--${variant}`} onPointerEnter={() => setWantSecond(true)}>
      <div className="card__media product-card__media">
        {first === undefined ? (
          <span className="product-card__no-image" role="img" aria-label={product.name} />
        ) : (
          <StoredImage
            className="product-card__image"
            src={first}
            sizes={imageSizes}
            alt={product.name}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
          />
        )}
        {second === undefined || !wantSecond ? null : (
          <StoredImage
            className="product-card__image product-card__image--hover"
            src={second}
            sizes={imageSizes}
            alt=""
            lazy
          />
        )}
        {badge === null ? null : (
          <span className="badge product-card__badge">
            {badge}
            {variant === 'deal' ? null : <span className="visually-hidden"> off</span>}
          </span>
        )}
        <WishlistButton product={product} className="product-card__heart" />
      </div>

      <div className="product-card__body">
        {showCategory ? <p className="eyebrow product-card__category">{product.category}</p> : null}
        <h3 className="product-card__name">
          <Link to={`/product/details/${product.slug}`} className="product-card__link" title={product.name}>
            {shortName === product.name ? (
              product.name
            ) : (
              <>
                <span aria-hidden="true">{shortName}</span>
                <span className="visually-hidden">{product.name}</span>
              </>
            )}
          </Link>
        </h3>
        {variant === 'listing' ? <Stars rating={product.rating} /> : null}
        <Price price={product.price} discount={product.discount} className="product-card__price" />
        {variant === 'listing' && product.size.length > 0 ? (
          <p className="product-card__sizes">
            <span className="product-card__sizes-label">Size :</span> {product.size.join(', ')}
          </p>
        ) : null}
        {variant === 'listing' ? null : <CartButton product={product} variant={variant} />}
      </div>
    </article>
  );
}

type CartButtonProps = { product: Product; variant: 'category' | 'deal' };

/**
 * 'ADD TO CART' on the category page, 'Get Deal' on the deals page (DECISIONS.md): one piece into the cart. Its name
 * says which piece and starts with the words on screen ('Add to cart: Ruby Nose Stud'); a hidden span for the piece
 * made Chromium read 'ADD TO CART : Ruby Nose Stud'.
 */
function CartButton({ product, variant }: CartButtonProps) {
  const { add, isPending } = useAddToCart();
  const soldOut = product.stock <= 0;
  const [shown, spoken] = soldOut
    ? ['Sold out', 'Sold out']
    : variant === 'deal'
      ? ['Get Deal', 'Get deal']
      : ['ADD TO CART', 'Add to cart'];
  return (
    <button
      type="button"
      className={`product-card__cart button button--small ${variant === 'deal' ? '' : 'button--secondary'}`}
      onClick={() => {
        if (!isPending) add(product._id);
      }}
      disabled={soldOut}
      aria-disabled={isPending || undefined}
      aria-label={`${spoken}: ${product.name}`}
    >
      {shown}
    </button>
  );
}
