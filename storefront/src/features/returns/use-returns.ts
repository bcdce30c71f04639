import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '../../api/client';
import { useAuth } from '../auth/auth-context';
import { useAccountQuery } from '../auth/use-account-query';
import { orderKeys } from '../orders/query-keys';
import { returnsApi } from './api';
import { returnKeys } from './query-keys';

/** The refund policy's numbers (GET /api/returns/policy); they change with a release, so kept ten minutes. */
export function useReturnPolicy() {
  return useQuery({ queryKey: returnKeys.policy(), queryFn: returnsApi.policy, staleTime: 10 * 60 * 1000 });
}

/** What of a delivered order may be returned or reported missing, and why not; idle before delivery and for guests. */
export function useReturnEligibility(orderId: string, delivered: boolean) {
  return useAccountQuery((userId) => returnKeys.eligibility(userId, orderId), () => returnsApi.eligibility(orderId), { when: delivered });
}

/** The order's returns and missing-item claims, oldest first; idle before delivery (there can be none) and for guests. */
export function useOrderReturns(orderId: string, delivered: boolean) {
  return useAccountQuery((userId) => returnKeys.list(userId, orderId), () => returnsApi.list(orderId), { when: delivered });
}

/** After a return changes: its order's returns, eligibility, refunds and the order itself are read again. */
function useRefreshOrder(orderId: string) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: returnKeys.ofOrder(userId, orderId) }),
      queryClient.invalidateQueries({ queryKey: orderKeys.refunds(userId, orderId) }),
    ]);
}

/** A request a form sends about the order: once sent, `sent` is toasted and the order read again; errors are left to the form. */
function useOrderRequest<Body, Answer>(orderId: string, send: (orderId: string, body: Body) => Promise<Answer>, sent: string) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: (body: Body) => send(orderId, body),
    onSuccess: async () => {
      toast.success(sent);
      await refresh();
    },
  });
}

/** Asks to return pieces; errors are left to the form, which shows each at its field. */
export function useCreateReturn(orderId: string) {
  return useOrderRequest(orderId, returnsApi.create, 'Your return request has been sent. We will e-mail you when it is approved.');
}

/** Reports pieces missing from the parcel; errors are left to the form. */
export function useClaimMissing(orderId: string) {
  return useOrderRequest(orderId, returnsApi.claimMissing, 'Your report has been sent. We will review the video and e-mail you.');
}

/** Withdraws a request staff have not answered yet; the server's refusal is toasted. */
export function useCancelReturn(orderId: string) {
  const refresh = useRefreshOrder(orderId);
  return useMutation({
    mutationFn: (returnId: string) => returnsApi.cancel(returnId),
    onSuccess: () => {
      toast.success('Your request has been withdrawn.');
    },
    onError: (error) => {
      toast.error(apiErrorMessage(error, 'We could not withdraw the request. Please try again.'));
    },
    onSettled: refresh,
  });
}

/** Uploads one photo or video; answers its id and kind. */
export function useUploadReturnMedia() {
  return useMutation({ mutationFn: (file: File) => returnsApi.upload(file) });
}
