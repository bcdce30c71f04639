import { api } from './client';
import { blobOf } from './exports';

/**
 * A return's photo or unboxing video (GET /api/returns/media/{id}), fetched with the staff token: the console signs in
 * with a bearer token and sets no cookie, so an <img src> or <video src> pointing at the route would be refused. The
 * page shows it from an object URL of the blob.
 */
export async function fetchReturnMedia(mediaId: string): Promise<Blob> {
  return blobOf(await api.GET('/api/returns/media/{id}', { params: { path: { id: mediaId } }, parseAs: 'blob' }));
}
