import { useMutation } from '@tanstack/react-query';
import { newsletterApi } from './api';

/**
 * Subscribe an e-mail to the newsletter: the server answers with its sentence the first time (the coupon is
 * mailed) and when the address is already subscribed; a 400 or 429 fails with the server's sentence.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => newsletterApi.subscribe({ email: email.trim() }),
  });
}
