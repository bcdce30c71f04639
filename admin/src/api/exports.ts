import { ApiError, ok } from '@shop/openapi';
import type { SortPayload } from 'react-admin';
import { api } from './client';

/** A file the server sent (CSV, PDF) and the name it suggests for it (Content-Disposition). */
export type DownloadedFile = { blob: Blob; contentDisposition: string | null };

type BlobResult = { data?: unknown; response: Response };

/** A typed client's answer read as a blob (parseAs: 'blob'); an answer with no body is an error, not an empty file. */
export function blobOf(result: BlobResult): Blob {
  const blob = ok(result);
  if (!(blob instanceof Blob)) throw new ApiError(result.response.status, 'EMPTY_RESPONSE', 'The server sent no file.');
  return blob;
}

/** The file of a typed client's answer and the name the server suggests for it. */
function fileOf(result: BlobResult): DownloadedFile {
  return { blob: blobOf(result), contentDisposition: result.response.headers.get('Content-Disposition') };
}

/**
 * The newsletter addresses as the server's CSV file (same filter and sort as the list, every page), fetched with
 * the staff token through the typed client.
 */
export async function downloadSubscribersCsv(filter: Record<string, unknown>, sort: SortPayload): Promise<DownloadedFile> {
  return fileOf(
    await api.GET('/api/admin/subscribers/export.csv', {
      params: { query: { filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) } },
      parseAs: 'blob',
    }),
  );
}

/** An order's GST tax invoice, as the server prints it (PDF). */
export async function downloadInvoice(orderId: string): Promise<DownloadedFile> {
  return fileOf(await api.GET('/api/admin/orders/{id}/invoice', { params: { path: { id: orderId } }, parseAs: 'blob' }));
}

/** A credit note of an order (PDF). */
export async function downloadCreditNote(orderId: string, creditNoteId: string): Promise<DownloadedFile> {
  return fileOf(
    await api.GET('/api/admin/orders/{id}/credit-notes/{creditNoteId}', { params: { path: { id: orderId, creditNoteId } }, parseAs: 'blob' }),
  );
}

/** A month's sales register (YYYY-MM, Indian time) as the server's CSV file. Admins only. */
export async function downloadSalesRegister(month: string): Promise<DownloadedFile> {
  return fileOf(await api.GET('/api/admin/sales-register', { params: { query: { month } }, parseAs: 'blob' }));
}
