import { describe, expect, it, vi } from 'vitest';
import { stubNodeBlobs } from '../test/stub-fetch';

// The typed client takes `fetch` and `Request` when it is created, so the stubs must exist before the import.
const fetchMock = await vi.hoisted(async () => (await import('../test/stub-fetch')).stubFetch());

const { fetchReturnMedia } = await import('./returnMedia');

stubNodeBlobs(fetchMock);

describe('a return’s photo or video, fetched with the staff token (an <img> or <video> src would carry none)', () => {
  it('asks the private media route with the bearer token and answers the bytes', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([0x52, 0x49, 0x46, 0x46]), { status: 200, headers: { 'Content-Type': 'image/webp' } }));

    const blob = await fetchReturnMedia('m1');

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/returns/media/m1');
    expect(request.headers.get('Authorization')).toBe('Bearer staff.jwt.token');
    expect(blob.type).toBe('image/webp');
    expect(blob.size).toBe(4);
  });

  it('a refusal is the server’s sentence, not a picture', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'There is no such photo or video.', statusCode: 404, code: 'RETURN_MEDIA_NOT_FOUND' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    await expect(fetchReturnMedia('m2')).rejects.toMatchObject({ status: 404, code: 'RETURN_MEDIA_NOT_FOUND', message: 'There is no such photo or video.' });
  });
});
