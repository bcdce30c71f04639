import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { cartApi, type AppliedCoupon } from './api';
import { COUPON_FALLBACK, COUPON_MISSING } from './messages';

/** A Buy Now piece: the coupon prices it instead of the cart. */
export type CouponItem = { productId: string; quantity: number };

export type CouponState = {
  /** The server's answer for the code in use, or null. */
  applied: AppliedCoupon | null;
  /** Spec 5's sentence for a refused code ('Invalid coupon code.', the minimum price, the use limit), or null. */
  error: string | null;
  isPending: boolean;
  apply: (code: string) => void;
  remove: () => void;
};

/**
 * The coupon box (spec 2 and 5): the server prices the cart (or a Buy Now piece) with the code and answers the
 * discount and the new total, which are shown as they are. When the price under an applied coupon changes (a
 * quantity stepped), the code is asked about again, once per new price; a code that no longer applies is dropped
 * with the server's sentence.
 */
export function useCoupon(initial: AppliedCoupon | null, price: number, item: CouponItem | null = null): CouponState {
  const [applied, setApplied] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const { mutate, isPending } = useMutation({
    mutationFn: (code: string) => cartApi.applyCoupon(item === null ? { code } : { code, ...item }),
    onSuccess: (answer) => {
      setApplied(answer);
      setError(null);
    },
    onError: (failure) => {
      setApplied(null);
      setError(apiErrorMessage(failure, COUPON_FALLBACK));
    },
  });

  const askedFor = useRef(price);
  useEffect(() => {
    if (applied === null || isPending || applied.price === price || askedFor.current === price) return;
    askedFor.current = price;
    mutate(applied.code);
  }, [applied, price, isPending, mutate]);

  const apply = (code: string) => {
    const typed = code.trim();
    if (typed === '') {
      setError(COUPON_MISSING);
      return;
    }
    askedFor.current = price;
    mutate(typed);
  };

  const remove = () => {
    setApplied(null);
    setError(null);
  };

  return { applied, error, isPending, apply, remove };
}
