import type { components, paths } from '@shop/openapi';
import { api, ok, type JsonBody } from '../../api/client';

export type ReturnPolicy = components['schemas']['ReturnPolicyDto'];
export type ReturnEligibility = components['schemas']['ReturnEligibilityDto'];
export type EligibleLine = components['schemas']['EligibleLineDto'];
export type OrderReturn = components['schemas']['ReturnDto'];
export type ReturnMedia = components['schemas']['ReturnMediaDto'];
export type CreateReturnRequest = JsonBody<'/api/order/{orderId}/returns', 'post'>;
export type MissingItemClaimRequest = JsonBody<'/api/order/{orderId}/missing-item-claims', 'post'>;
export type RefundDetails = components['schemas']['RefundDetailsDto'];

type UploadBody = paths['/api/returns/media']['post'] extends { requestBody?: { content: { 'multipart/form-data': infer Body } } } ? Body : never;

/**
 * The file as multipart field `file`. The generated types describe the binary part as a string; the FormData itself is
 * sent (openapi-fetch passes it through and the browser sets the boundary), as the console's picture uploads do.
 */
function fileForm(file: File): UploadBody {
  const form = new FormData();
  form.append('file', file, file.name);
  return form as unknown as UploadBody;
}

/** Returns and missing-item claims of the customer's delivered orders (issue 18), and the refund policy's numbers. */
export const returnsApi = {
  policy: async () => ok(await api.GET('/api/returns/policy')),
  eligibility: async (orderId: string) =>
    ok(await api.GET('/api/order/{orderId}/returns/eligibility', { params: { path: { orderId } } })),
  list: async (orderId: string) => ok(await api.GET('/api/order/{orderId}/returns', { params: { path: { orderId } } })),
  create: async (orderId: string, body: CreateReturnRequest) =>
    ok(await api.POST('/api/order/{orderId}/returns', { params: { path: { orderId } }, body })),
  claimMissing: async (orderId: string, body: MissingItemClaimRequest) =>
    ok(await api.POST('/api/order/{orderId}/missing-item-claims', { params: { path: { orderId } }, body })),
  cancel: async (returnId: string) => ok(await api.POST('/api/returns/{id}/cancel', { params: { path: { id: returnId } } })),
  /** A photo or an unboxing video, stored privately until a return or claim names it. */
  upload: async (file: File) => ok(await api.POST('/api/returns/media', { body: fileForm(file) })),
};
