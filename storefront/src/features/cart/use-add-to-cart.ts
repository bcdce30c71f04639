import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useRequireUser } from '../auth/use-require-user';
import { cartApi, type AddToCartRequest, type Cart } from './api';
import { CART_FALLBACK } from './messages';
import { cartKeys } from './query-keys';

export type CartChoice = {
  quantity?: number;
  /** Spec 3: size and colour come from the product page only; the server picks the first otherwise. */
  size?: string;
  color?: string;
};

type Snapshot = { previous: Cart | undefined };

/**
 * Add to cart (spec 4, 5 and 8): a guest gets the Sign In dialog and nothing is sent; otherwise the badge
 * counts +1 at once, the server's message is toasted, and the cart is re-read either way. A failure toasts
 * the server's error text (e.g. 'Cannot exceed available stock'), else 'An error occurred'.
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const requireUser = useRequireUser();

  const mutation = useMutation({
    mutationFn: (body: AddToCartRequest & { userId: string }) => cartApi.add(body),
    onMutate: async ({ userId }): Promise<Snapshot> => {
      const key = cartKeys.cart(userId);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Cart>(key);
      queryClient.setQueryData<Cart>(key, (old) =>
        old === undefined ? old : { ...old, card_product_count: old.card_product_count + 1 },
      );
      return { previous };
    },
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error, { userId }, snapshot) => {
      queryClient.setQueryData(cartKeys.cart(userId), snapshot?.previous);
      toast.error(apiErrorMessage(error, CART_FALLBACK));
    },
    onSettled: (_data, _error, { userId }) => queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId) }),
  });

  const add = (productId: string, { quantity = 1, size, color }: CartChoice = {}) =>
    requireUser((user) => mutation.mutate({ userId: user.id, productId, quantity, size, color }));

  return { add, isPending: mutation.isPending };
}
