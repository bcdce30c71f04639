import { ApiError, ok } from '@shop/openapi';
import type { SortPayload } from 'react-admin';
import { api } from './client';

export type CsvFile = { blob: Blob; contentDisposition: string | null };

/**
 * The newsletter addresses as the server's CSV file (same filter and sort as the list, every page), fetched with
 * the staff token through the typed client.
 */
export async function downloadSubscribersCsv(filter: Record<string, unknown>, sort: SortPayload): Promise<CsvFile> {
  const result = await api.GET('/api/admin/subscribers/export.csv', {
    params: { query: { filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]) } },
    parseAs: 'blob',
  });
  const blob = ok(result);
  if (!(blob instanceof Blob)) throw new ApiError(result.response.status, 'EMPTY_RESPONSE', 'The server sent no file.');
  return { blob, contentDisposition: result.response.headers.get('Content-Disposition') };
}
