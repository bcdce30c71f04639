import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import type { SessionUser } from '../auth/auth-context';
import { useRequireUser } from '../auth/use-require-user';
import type { Product } from '../catalog/api';
import { wishlistApi, type Wishlist, type WishlistItem } from './api';
import { WISHLIST_FALLBACK } from './messages';
import { wishlistKeys } from './query-keys';
import { useWishlist } from './use-wishlist';

/** The id an item has in the cache until the server's list comes back with the real one. */
const PENDING_ID = 'pending:';

type AddVariables = { user: SessionUser; product: Product };
type RemoveVariables = { user: SessionUser; item: WishlistItem };
type Snapshot = { previous: Wishlist | undefined };

export type WishlistToggle = {
  inWishlist: boolean;
  /** Adds when absent, removes when present; a guest gets the Sign In dialog. */
  toggle: () => void;
  /** A change is on its way; another click would race it. */
  busy: boolean;
};

/** The optimistic steps both changes share: change the cached list at once, put it back on failure, re-read it after. */
function useWishlistCache() {
  const queryClient = useQueryClient();

  const change = async (userId: string, update: (old: Wishlist) => Wishlist): Promise<Snapshot> => {
    const key = wishlistKeys.list(userId);
    await queryClient.cancelQueries({ queryKey: key });
    const previous = queryClient.getQueryData<Wishlist>(key);
    queryClient.setQueryData<Wishlist>(key, (old) => (old === undefined ? old : update(old)));
    return { previous };
  };

  const settle = (userId: string) => queryClient.invalidateQueries({ queryKey: wishlistKeys.list(userId) });

  const fail = (error: Error, userId: string, snapshot: Snapshot | undefined) => {
    queryClient.setQueryData(wishlistKeys.list(userId), snapshot?.previous);
    toast.error(apiErrorMessage(error, WISHLIST_FALLBACK));
  };

  return { change, settle, fail };
}

/**
 * Remove an item from the wishlist (spec 4 and 8), from a heart or the wishlist page: the item leaves the
 * list and the count goes −1 at once; the server's message is toasted, or its error text (else 'An error
 * occurred') and the list is put back.
 */
export function useRemoveFromWishlist() {
  const { change, settle, fail } = useWishlistCache();
  return useMutation({
    mutationFn: ({ item: removed }: RemoveVariables) => wishlistApi.remove(removed._id),
    onMutate: ({ user, item: removed }) =>
      change(user.id, (old) => ({
        wishlists: old.wishlists.filter((entry) => entry._id !== removed._id),
        wishlistCount: Math.max(0, old.wishlistCount - 1),
      })),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error, { user }, snapshot) => fail(error, user.id, snapshot),
    onSettled: (_data, _error, { user }) => settle(user.id),
  });
}

/** What the wishlist keeps of a product: what its row shows, so the list needs no catalogue request. */
export function wishlistEntryOf(product: Product) {
  return {
    productId: product._id,
    name: product.name,
    price: product.price,
    image: product.images[0] ?? '',
    discount: product.discount,
    rating: product.rating,
    slug: product.slug,
  };
}

/**
 * The heart of a product card (spec 2, 4 and 8): add to or remove from the wishlist. The count moves at
 * once (+1 on add, −1 on removal) and the list is re-read afterwards; success toasts the server's message,
 * failure its error text (else 'An error occurred') and puts the list back as it was.
 */
export function useToggleWishlist(product: Product): WishlistToggle {
  const requireUser = useRequireUser();
  const wishlist = useWishlist();
  const item = wishlist.data?.wishlists.find((entry) => entry.productId === product._id);
  const { change, settle, fail } = useWishlistCache();

  const add = useMutation({
    mutationFn: ({ user, product: added }: AddVariables) =>
      wishlistApi.add({ userId: user.id, ...wishlistEntryOf(added) }),
    onMutate: ({ user, product: added }) =>
      change(user.id, (old) => ({
        wishlists: [
          { _id: `${PENDING_ID}${added._id}`, ...wishlistEntryOf(added) },
          ...old.wishlists,
        ],
        wishlistCount: old.wishlistCount + 1,
      })),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error, { user }, snapshot) => fail(error, user.id, snapshot),
    onSettled: (_data, _error, { user }) => settle(user.id),
  });

  const remove = useRemoveFromWishlist();

  const busy = add.isPending || remove.isPending || (item?._id.startsWith(PENDING_ID) ?? false);

  const toggle = () =>
    requireUser((user) => {
      if (busy) return;
      if (item === undefined) add.mutate({ user, product });
      else remove.mutate({ user, item });
    });

  return { inWishlist: item !== undefined, toggle, busy };
}
