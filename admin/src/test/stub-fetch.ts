import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * Stubs `fetch` and `Request` for a test of code that uses the typed client, which takes both when it is created: call
 * it inside `vi.hoisted`, so that the stubs exist before the client's module is imported. Node's Request wants absolute
 * URLs (a browser resolves '/api/...' against the page) and does not know jsdom's FormData, so each request keeps the
 * body the client handed over as `sentBody`, for a test to read the parts it sent.
 */
export function stubFetch() {
  const mock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', mock);
  class PageRequest extends Request {
    readonly sentBody: unknown;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
      this.sentBody = init?.body;
    }
  }
  vi.stubGlobal('Request', PageRequest);
  return mock;
}

/**
 * For a test of files the typed client answers (after `stubFetch`): the answers' blobs are Node's (undici's Response),
 * not jsdom's, so the check that a file came reads Node's Blob. After each test the globals are put back but `fetch`,
 * which stays the stub, reset, and the staff token is cleared.
 */
export function stubNodeBlobs(fetchMock: Mock<typeof fetch>): void {
  beforeEach(async () => {
    vi.stubGlobal('Blob', (await new Response('').blob()).constructor);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    localStorage.clear();
  });
}
