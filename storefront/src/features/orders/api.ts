import type { components } from '@shop/openapi';
import { api, ApiError, ok } from '../../api/client';
import type { ORDER_STATUS_FILTERS } from '../../constants';

export type Order = components['schemas']['OrderDto'];
export type OrderLine = components['schemas']['OrderLineDto'];
export type OrderStatusFilter = (typeof ORDER_STATUS_FILTERS)[number];
export type OrderDocument = components['schemas']['OrderDocumentDto'];
export type OrderCreditNote = components['schemas']['OrderCreditNoteDto'];
export type OrderRefund = components['schemas']['RefundDto'];

/** A PDF the typed client fetched as a blob; an answer that is not one is an error, not a file to save. */
function pdfOf(result: { data?: unknown; response: Response }): Blob {
  const blob = ok(result);
  if (!(blob instanceof Blob)) throw new ApiError(result.response.status, 'EMPTY_RESPONSE', 'The server sent no file.');
  return blob;
}

/** The customer's order calls of spec 7 (spelt 'gat' on the wire), and cancelling before it ships. */
export const ordersApi = {
  list: async (customerId: string, status: OrderStatusFilter) =>
    ok(await api.GET('/api/home/customer/gat-orders/{customerId}/{status}', { params: { path: { customerId, status } } })),
  get: async (orderId: string) =>
    ok(await api.GET('/api/home/customer/gat-order/{orderId}', { params: { path: { orderId } } })),
  /** The order's GST tax invoice (issue 16), a PDF. */
  invoice: async (orderId: string) =>
    pdfOf(await api.GET('/api/home/customer/order/{orderId}/invoice', { params: { path: { orderId } }, parseAs: 'blob' })),
  /** A credit note of the order, a PDF. */
  creditNote: async (orderId: string, creditNoteId: string) =>
    pdfOf(
      await api.GET('/api/home/customer/order/{orderId}/credit-notes/{creditNoteId}', {
        params: { path: { orderId, creditNoteId } },
        parseAs: 'blob',
      }),
    ),
  /** The money going back for the order (issue 18): each refund's amount, state and reference. */
  refunds: async (orderId: string) => ok(await api.GET('/api/order/{orderId}/refunds', { params: { path: { orderId } } })),
  cancel: async (orderId: string) =>
    ok(await api.PUT('/api/home/customer/cancel-order/{orderId}', { params: { path: { orderId } } })),
};
