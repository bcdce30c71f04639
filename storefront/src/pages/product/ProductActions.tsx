import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { Modal } from '../../components/Modal/Modal';
import { WishlistButton } from '../../components/WishlistButton/WishlistButton';
import { useRequireUser } from '../../features/auth/use-require-user';
import type { Product } from '../../features/catalog/api';
import { useAddToCart } from '../../features/cart/use-add-to-cart';
import { copyText } from '../../features/clipboard/copy-text';
import { buyNowState } from './buy-now';
import './ProductActions.css';

export type ProductActionsProps = {
  product: Product;
  /** The chosen size and colour; '' when the product has none. */
  size: string;
  color: string;
};

/** Spec 8's sentences. */
const COPY_FAILED = 'Failed! Unable to copy the link. Please try again.';
const SHARE_UNSUPPORTED = 'Share feature is not supported in your browser. Copy the link instead!';

type Notice = 'copied' | 'copy-failed' | 'share-unsupported';

/** This page's address without anything after the path, as it is worth sharing. */
function productLink(slug: string): string {
  return `${window.location.origin}/product/details/${slug}`;
}

/**
 * Spec 2's buttons: Add to Cart and Buy Now (only while in stock) with the chosen size and colour, the
 * wishlist heart, Copy Product Link (then 'Copied!' or 'Failed!') and Share (the device's share sheet, or
 * a dialog saying it is unsupported). A guest who adds or buys gets the Sign In dialog.
 */
export function ProductActions({ product, size, color }: ProductActionsProps) {
  const navigate = useNavigate();
  const requireUser = useRequireUser();
  const { add, isPending } = useAddToCart();
  const [notice, setNotice] = useState<Notice | null>(null);
  const inStock = product.stock > 0;

  const copyLink = async () => {
    setNotice((await copyText(productLink(product.slug))) ? 'copied' : 'copy-failed');
  };

  const share = async () => {
    if (typeof navigator.share !== 'function') {
      setNotice('share-unsupported');
      return;
    }
    try {
      await navigator.share({ title: product.name, text: product.name, url: productLink(product.slug) });
    } catch (error) {
      // closing the share sheet is a choice, not a failure
      if (!(error instanceof DOMException && error.name === 'AbortError')) setNotice('share-unsupported');
    }
  };

  const buyNow = () =>
    requireUser(() => {
      void navigate('/checkout', { state: buyNowState(product, size, color) });
    });

  return (
    <div className="product-actions">
      <div className="product-actions__buy">
        <button
          type="button"
          className="button product-actions__cart"
          onClick={() => {
            if (!isPending) add(product._id, { quantity: 1, size, color });
          }}
          disabled={!inStock}
          aria-disabled={isPending || undefined}
        >
          <Icon name="bag" size={20} />
          {inStock ? 'Add to Cart' : 'Out of Stock'}
        </button>
        {inStock ? (
          <button type="button" className="button button--secondary product-actions__now" onClick={buyNow}>
            Buy Now
          </button>
        ) : null}
        <WishlistButton product={product} className="product-actions__heart" />
      </div>

      <div className="product-actions__more">
        <button type="button" className="link-button product-actions__link" onClick={() => void copyLink()}>
          <Icon name="link" size={18} />
          Copy Product Link
        </button>
        <button type="button" className="link-button product-actions__link" onClick={() => void share()}>
          <Icon name="share" size={18} />
          Share
        </button>
      </div>

      {notice === null ? null : (
        <NoticeDialog notice={notice} onCopy={() => void copyLink()} onClose={() => setNotice(null)} />
      )}
    </div>
  );
}

type NoticeDialogProps = {
  notice: Notice;
  /** Copy the link again (after a failure, or instead of sharing). */
  onCopy: () => void;
  onClose: () => void;
};

function NoticeDialog({ notice, onCopy, onClose }: NoticeDialogProps) {
  if (notice === 'copied') {
    return (
      <Modal title="Copied!" description="The link to this piece is on your clipboard, ready to paste." onClose={onClose}>
        <button type="button" className="button button--block" onClick={onClose}>
          OK
        </button>
      </Modal>
    );
  }
  return (
    <Modal
      title={notice === 'copy-failed' ? 'Failed!' : 'Share'}
      description={notice === 'copy-failed' ? COPY_FAILED : SHARE_UNSUPPORTED}
      onClose={onClose}
    >
      <div className="product-actions__dialog-buttons">
        <button type="button" className="button" onClick={onCopy}>
          {notice === 'copy-failed' ? 'Try again' : 'Copy the link'}
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
