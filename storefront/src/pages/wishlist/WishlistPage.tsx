import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../api/client';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { Price } from '../../components/Price/Price';
import { SignInPrompt } from '../../components/SignInPrompt/SignInPrompt';
import type { SessionUser } from '../../features/auth/auth-context';
import { useSessionOnArrival } from '../../features/auth/use-session-on-arrival';
import { useUserInfo } from '../../features/auth/use-user-info';
import type { WishlistItem } from '../../features/wishlist/api';
import { WISHLIST_FALLBACK } from '../../features/wishlist/messages';
import { useRemoveFromWishlist } from '../../features/wishlist/use-toggle-wishlist';
import { useWishlist } from '../../features/wishlist/use-wishlist';
import { SHOP_NAME } from '../../shop-details';
import './wishlist.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** The thumbnail's side in CSS pixels. */
const THUMB_SIDE = 80;

/** /wishlist (spec 2 'Wishlist'): the pieces the customer saved. Guests are asked to sign in and stay (DECISIONS.md). */
export function WishlistPage() {
  const { user, arrivedAsGuest } = useSessionOnArrival();
  // spec 2: the page loads the customer's details when they are missing (shared with the header's session)
  useUserInfo(user?.id);
  return (
    <div className="container wishlist-page">
      <title>{`Wishlist | ${SHOP_NAME}`}</title>
      <PageHeader eyebrow="Saved for later" title="Wishlist" titleId="wishlist-title" />
      {user === null ? (
        <SignInPrompt title="Sign in to see your wishlist" askOnArrival={arrivedAsGuest}>
          <p>Keep the pieces you love in one place and come back to them whenever you like.</p>
        </SignInPrompt>
      ) : (
        <WishlistContents user={user} />
      )}
    </div>
  );
}

type WishlistContentsProps = { user: SessionUser };

function WishlistContents({ user }: WishlistContentsProps) {
  const wishlist = useWishlist();
  const remove = useRemoveFromWishlist();
  const regionRef = useRef<HTMLElement>(null);
  // the row whose '×' was pressed: focus goes to the '×' that takes its place, or to the list when none is left
  const refocusAt = useRef<number | null>(null);
  const items = wishlist.data?.wishlists;

  useEffect(() => {
    const at = refocusAt.current;
    if (at === null || items === undefined) return;
    refocusAt.current = null;
    const buttons = regionRef.current?.querySelectorAll<HTMLButtonElement>('.wishlist-table__remove');
    const next = buttons === undefined || buttons.length === 0 ? null : buttons[Math.min(at, buttons.length - 1)];
    (next ?? regionRef.current)?.focus();
  }, [items]);

  const removeAt = (item: WishlistItem, index: number) => {
    refocusAt.current = index;
    remove.mutate({ user, item });
  };

  return (
    <section ref={regionRef} className="wishlist-page__contents" tabIndex={-1} aria-labelledby="wishlist-title">
      {wishlist.isPending ? (
        <p className="wishlist-page__loading" role="status">
          Loading wishlist...
        </p>
      ) : wishlist.isError ? (
        <ErrorState message={apiErrorMessage(wishlist.error, WISHLIST_FALLBACK)} onRetry={() => void wishlist.refetch()} />
      ) : wishlist.data.wishlists.length === 0 ? (
        <EmptyState title="Your wishlist is empty" action={{ label: 'Shop Now', to: '/' }}>
          <p>Tap the heart on any piece to keep it here for later.</p>
        </EmptyState>
      ) : (
        <table className="wishlist-table">
          <caption className="visually-hidden">Pieces in your wishlist</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Unit Price</th>
              <th scope="col">
                <span className="visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {wishlist.data.wishlists.map((item, index) => (
              <WishlistRow key={item._id} item={item} onRemove={() => removeAt(item, index)} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

type WishlistRowProps = { item: WishlistItem; onRemove: () => void };

function WishlistRow({ item, onRemove }: WishlistRowProps) {
  return (
    <tr className="wishlist-table__row">
      <td className="wishlist-table__product">
        <Link to={`/product/details/${item.slug}`} className="wishlist-table__link">
          <Thumb
            image={item.image}
            side={THUMB_SIDE}
            className="thumb wishlist-table__thumb"
            emptyClassName="wishlist-table__thumb--empty"
            lazy
          />
          <span className="wishlist-table__name">{item.name}</span>
        </Link>
      </td>
      <td className="wishlist-table__price" data-label="Unit Price">
        <Price price={item.price} discount={item.discount} />
      </td>
      <td className="wishlist-table__action">
        <button
          type="button"
          className="icon-button wishlist-table__remove"
          aria-label={`Remove ${item.name} from your wishlist`}
          onClick={onRemove}
        >
          <span aria-hidden="true">×</span>
        </button>
      </td>
    </tr>
  );
}
