import { scriptJson } from './page-head.js';

/** The id of the element holding the data cache a drawn page comes with (storefront/src/api/server-state.ts reads it). */
export const SERVER_STATE_ID = 'shop-state';

/** What the storefront's server build answers for a page (storefront/src/entry-server.tsx, RenderedPage). */
export type DrawnPage = { html: string; state: unknown; products: string[] };

/** The storefront's server build as the server loads it (storefront/src/entry-server.tsx). */
export type StorefrontRenderer = {
  /** The currency a page is drawn in for a browser that sent this Accept-Language header. */
  currencyFor(acceptLanguage: string): string;
  render(url: string, apiOrigin: string, currency: string): Promise<DrawnPage | undefined>;
};

/**
 * A page drawn on the server as index.html takes it: `root` goes inside <div id="root">, `head` at the end of the
 * head (the tags React puts ahead of the markup, but its <title> and picture preloads, which the head has of its own),
 * and `state` after the root.
 */
export type PageBody = { root: string; head: string; state: string };

/** The elements React hoists out of a component into the document's head, as they lead its markup. */
const HOISTED = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/;

/** The drawn page's parts, as they go into index.html. */
export function pageBodyOf(page: DrawnPage): PageBody {
  const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
  // The page's own title is in the head already (page-head.ts, or index.html's); React keeps the first one there. So
  // is the preload of its first picture, with the srcset and sizes of its <img>: React's own would fetch another.
  const head = hoisted.replace(/<title\b[^>]*>[^<]*<\/title>/g, '').replace(/<link\b(?=[^>]*\brel="preload")(?=[^>]*\bas="image")[^>]*>/g, '');
  return {
    root: page.html.slice(hoisted.length),
    head,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(page.state)}</script>`,
  };
}

/**
 * The id of the inert <template> in which a drawn page names its code (storefront/src/main.tsx puts what it holds in
 * the page once the page is on screen).
 */
export const CODE_AFTER_PAINT_ID = 'shop-code';

/** Where index.html names the app's code (storefront/vite.config.ts, APP_CODE), with its line. */
const APP_CODE = /[ \t]*<!--app-code-->([\s\S]*?)<!--\/app-code-->\n?/;

/**
 * index.html for a drawn page, with the app's code and the page's own `scripts` (their module preloads) named in an
 * inert <template> instead of fetched at once. The page is on screen before any of that code runs, so it waits until
 * the page is drawn: a slow connection's first moments go to the page's styles and first picture, which are what the
 * shopper sees (Lighthouse, mobile, home: LCP 2.4 s → 1.2 s). The entry then names all of it at once, so it still
 * downloads side by side rather than one file after another.
 */
export function withCodeAfterPaint(html: string, scripts: readonly string[]): string {
  const named = APP_CODE.exec(html);
  const appCode = named?.[1].split('\n').map((line) => line.trim()).filter((line) => line !== '') ?? [];
  const code = [...appCode, ...scripts];
  const rest = named === null ? html : html.replace(named[0], '');
  if (code.length === 0) return rest;
  return rest.replace('</head>', () => `  <template id="${CODE_AFTER_PAINT_ID}">${code.join('')}</template>\n  </head>`);
}

/** The markers of the storefront's empty root in index.html. */
const EMPTY_ROOT = '<div id="root"></div>';

/** index.html with a drawn page in its root, its hoisted tags in its head and its state after the root. */
export function withPageBody(html: string, body: PageBody): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const headed = body.head === '' ? html : html.replace('</head>', () => `  ${body.head}\n  </head>`);
  return headed.replace(EMPTY_ROOT, () => `<div id="root">${body.root}</div>\n    ${body.state}`);
}
