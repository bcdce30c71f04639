import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { cartApi, type CartLine } from './api';
import { CART_FALLBACK, DECREMENT_FALLBACK, INCREMENT_FALLBACK } from './messages';
import { cartKeys } from './query-keys';
import { decreaseRefusal, increaseRefusal } from './quantity-rules';

type Change = 'increase' | 'decrease';

/** The cart is re-read after every change, whether it worked or not (spec 4). */
function useRefetchCart() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return () => queryClient.invalidateQueries({ queryKey: cartKeys.cart(user?.id ?? '') });
}

/**
 * The quantity stepper (spec 4, 5 and 8). The stock rule and the floor of 1 are checked here first, so a refused
 * step toasts the spec's sentence without a call; otherwise the server's message is toasted, or its error text
 * (else 'Error incrementing quantity' / 'Error decrementing quantity'), and the cart is re-read.
 */
export function useChangeQuantity() {
  const { user } = useAuth();
  const refetch = useRefetchCart();
  const mutation = useMutation({
    mutationFn: ({ line, change }: { line: CartLine; change: Change }) =>
      change === 'increase' ? cartApi.increase(line._id, user?.id ?? '') : cartApi.decrease(line._id, user?.id ?? ''),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error, { change }) => {
      toast.error(apiErrorMessage(error, change === 'increase' ? INCREMENT_FALLBACK : DECREMENT_FALLBACK));
    },
    onSettled: refetch,
  });

  const step = (line: CartLine, change: Change) => {
    const refusal =
      change === 'increase' ? increaseRefusal(line.quantity, line.productInfo.stock) : decreaseRefusal(line.quantity);
    if (refusal !== null) {
      toast.error(refusal);
      return;
    }
    mutation.mutate({ line, change });
  };

  return {
    increase: (line: CartLine) => step(line, 'increase'),
    decrease: (line: CartLine) => step(line, 'decrease'),
    /** The line whose quantity is on its way, if any. */
    pendingLineId: mutation.isPending ? mutation.variables.line._id : null,
  };
}

/** Delete a cart line (spec 4 and 8): the server's message or error text is toasted and the cart re-read. */
export function useRemoveCartLine() {
  const refetch = useRefetchCart();
  return useMutation({
    mutationFn: (line: CartLine) => cartApi.remove(line._id),
    onSuccess: ({ message }) => {
      toast.success(message);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, CART_FALLBACK));
    },
    onSettled: refetch,
  });
}

/** The shopper acknowledges a line's new price (issue 16): the notice goes once the cart is re-read. */
export function useAcceptPrice() {
  const refetch = useRefetchCart();
  return useMutation({
    mutationFn: (line: CartLine) => cartApi.acceptPrice(line._id),
    onError: (error) => {
      toast.error(apiErrorMessage(error, CART_FALLBACK));
    },
    onSettled: refetch,
  });
}
