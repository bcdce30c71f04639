import type { Product } from '../../features/catalog/api';
import { useToggleWishlist } from '../../features/wishlist/use-toggle-wishlist';
import { Icon } from '../Icon/Icon';
import './WishlistButton.css';

export type WishlistButtonProps = {
  product: Product;
  className?: string;
};

/** The heart: filled in maroon when the piece is in the wishlist; a click adds or removes it. */
export function WishlistButton({ product, className }: WishlistButtonProps) {
  const { inWishlist, toggle, busy } = useToggleWishlist(product);
  const classes = ['round-button', 'wishlist-button', inWishlist ? 'wishlist-button--on' : null, className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={toggle} aria-disabled={busy || undefined}>
      <Icon
        name="heart"
        size={20}
        title={inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`}
      />
    </button>
  );
}
