/**
 * The storefront drawn on the server (issue 19): the server's web handler (server/src/modules/seo/page-body.service.ts)
 * loads this module from the server build (`vite build --ssr`, vite.config.ts) and asks it for a page's HTML, which
 * the browser shows before any script has run and main.tsx then hydrates. It draws the page as a shopper who is not
 * signed in sees it, in the currency their browser's languages imply (what only the browser knows, such as a
 * remembered choice, is filled in after hydration), with the answers of the server's own API, which go with the page
 * as the browser's data cache.
 */
import { dehydrate, type Query, type QueryClient, skipToken } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { setServerApiOrigin } from './api/client';
import type { ServerState } from './api/server-state';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { defaultCurrencyFor, languagesOf } from './features/currency/currency-defaults';
import { RUPEES } from './lib/money';

/**
 * A page as drawn: the markup of #root, what the browser starts from (api/server-state.ts: the data cache it was drawn
 * with and the currency of its prices), and the products whose stock it shows.
 */
export type RenderedPage = { html: string; state: ServerState; products: string[] };

/** The currency a page is drawn in for a browser that sent this Accept-Language header (as it would choose itself). */
export function currencyFor(acceptLanguage: string): string {
  return defaultCurrencyFor(languagesOf(acceptLanguage));
}

/**
 * Drawings of one page at most, after the first: each finds the queries its screens ask for (the server does not run
 * their effects), which are answered before the next; a query one drawing's answers lead to needs another.
 */
const MAX_DRAWINGS = 4;
/** Requests start from here: a URL needs an origin, and nothing in the routes reads it. */
const ORIGIN = 'http://storefront.invalid';
/** React's mark of a Suspense boundary the server could not draw, left for the browser to draw. */
const CLIENT_RENDERED = '<!--$!-->';

const handler = createStaticHandler(routes);

/** Whether a query's screen would ask for it now: enabled, and with something to ask. */
function wanted(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: boolean | ((query: Query) => boolean); queryFn?: unknown };
  if (queryFn === undefined || queryFn === skipToken) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/** The ids of the products in the cache's answers: anything with an `_id` and a `stock`. */
function productsIn(value: unknown, found: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) productsIn(item, found);
  } else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record._id === 'string' && typeof record.stock === 'number') found.add(record._id);
    for (const item of Object.values(record)) productsIn(item, found);
  }
  return found;
}

/**
 * The page at `url` (path and query), its data asked of the API at `apiOrigin` (the server itself, such as
 * http://127.0.0.1:3000), as nobody signed in, its prices in `currency` (currencyFor). Undefined when the routes
 * answer otherwise than with a page.
 */
export async function render(url: string, apiOrigin: string, currency = RUPEES.code): Promise<RenderedPage | undefined> {
  setServerApiOrigin(apiOrigin);
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient: QueryClient = createQueryClient();
  // One try each: a failure leaves its query waiting, as the browser's first render has it, which then asks again.
  queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} drawnIn={currency}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  // The first drawing waits for the screen's code (a lazy component) and is only read for the queries it asks; the
  // ones after are whole strings, each boundary in place (a streamed one would be put in place by inline scripts).
  await new Response((await prerender(app)).prelude).text();
  const asked = new Set<string>();
  // The queries the last drawing asked for that have not been answered or tried.
  const unanswered = () =>
    queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending' && !asked.has(query.queryHash) && wanted(query));
  let html: string;
  for (let drawing = 1; ; drawing += 1) {
    await Promise.all(
      unanswered().map(async (query) => {
        asked.add(query.queryHash);
        await query.fetch().catch(() => {
          query.reset();
        });
      }),
    );
    html = renderToString(app);
    if (drawing === MAX_DRAWINGS || unanswered().length === 0) break;
  }
  // A boundary that suspended all the same is left to the browser, which would say so as an error: so is the page.
  if (html.includes(CLIENT_RENDERED)) throw new Error(`${url}: a part of the page suspended on the server`);
  const cache = dehydrate(queryClient);
  return { html, state: { cache, currency }, products: [...productsIn(cache.queries.map((query) => query.state.data), new Set<string>())] };
}
