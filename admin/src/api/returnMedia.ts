import { ApiError, ok } from '@shop/openapi';
import { api } from './client';

/**
 * A return's photo or unboxing video (GET /api/returns/media/{id}), fetched with the staff token: the console signs in
 * with a bearer token and sets no cookie, so an <img src> or <video src> pointing at the route would be refused. The
 * page shows it from an object URL of the blob.
 */
export async function fetchReturnMedia(mediaId: string): Promise<Blob> {
  const result = await api.GET('/api/returns/media/{id}', { params: { path: { id: mediaId } }, parseAs: 'blob' });
  const blob = ok(result);
  if (!(blob instanceof Blob)) throw new ApiError(result.response.status, 'EMPTY_RESPONSE', 'The server sent no file.');
  return blob;
}
