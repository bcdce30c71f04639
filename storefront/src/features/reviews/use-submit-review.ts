import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useRequireUser } from '../auth/use-require-user';
import { catalogKeys } from '../catalog/query-keys';
import { reviewsApi } from './api';
import { REVIEWS_FALLBACK } from './messages';
import { reviewKeys } from './query-keys';

export type ReviewDraft = {
  productId: string;
  /** The product's slug: its page is read again so the new rating shows. */
  slug: string;
  /** Stars, 1–5. */
  rating: number;
  review: string;
};

/**
 * Submit a review (spec 4, DECISIONS.md): written under the customer's name; a guest gets the Sign In
 * dialog. Success toasts the server's message and re-reads the reviews and the product; a failure
 * (e.g. 409 'already reviewed', a 400 naming the field) toasts the server's sentence.
 */
export function useSubmitReview() {
  const queryClient = useQueryClient();
  const requireUser = useRequireUser();

  const mutation = useMutation({
    mutationFn: ({ name, draft }: { name: string; draft: ReviewDraft }) =>
      reviewsApi.submit({ name, review: draft.review, rating: draft.rating, productId: draft.productId }),
    onSuccess: ({ message }, { draft }) => {
      toast.success(message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewKeys.product(draft.productId) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(draft.slug) }),
      ]);
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, REVIEWS_FALLBACK));
    },
  });

  /** Sends the draft; `onDone` runs after the server accepted it and the fresh reviews are on their way. */
  const submit = (draft: ReviewDraft, onDone: () => void) =>
    requireUser((user) => mutation.mutate({ name: user.name, draft }, { onSuccess: onDone }));

  return { submit, isPending: mutation.isPending };
}
