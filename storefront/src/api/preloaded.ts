/**
 * API answers the server sends with a page (server/src/modules/seo/page-head.ts, preloadedAnswers): a product
 * page comes with its product, so it is drawn as soon as the app's code has run instead of after one more round
 * trip. Each answer serves the first GET of its path and query, once; everything after goes to the server.
 */

/** The element's id, as the server writes it (PRELOADED_ANSWERS_ID). */
export const PRELOADED_ANSWERS_ID = 'shop-preloaded';

/** The answers in the page, by path and query; none when the page has none or they cannot be read. */
export function readPreloadedAnswers(document: Document): Map<string, unknown> {
  const element = document.getElementById(PRELOADED_ANSWERS_ID);
  if (element === null) return new Map();
  element.remove();
  try {
    const answers: unknown = JSON.parse(element.textContent ?? '');
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return new Map();
    return new Map(Object.entries(answers));
  } catch {
    // A page cut short: the requests go to the server as usual.
    return new Map();
  }
}

/** A fetch that answers a GET from `answers` when it holds that path and query (once), and asks `fetch` otherwise. */
export function withPreloadedAnswers(answers: Map<string, unknown>, fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return (input, init) => {
    if (answers.size > 0) {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url, window.location.href);
      const key = url.pathname + url.search;
      if ((init?.method ?? request.method) === 'GET' && url.origin === window.location.origin && answers.has(key)) {
        const body = answers.get(key);
        answers.delete(key);
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
      }
    }
    return fetch(input, init);
  };
}
