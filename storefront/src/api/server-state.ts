import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data cache a page drawn on the server was drawn with (server/src/modules/seo/page-body.ts writes it from
 * entry-server.tsx's answer): the browser starts from the same answers, so that its first render matches the page.
 */

/** The element's id, as the server writes it (SERVER_STATE_ID). */
export const SERVER_STATE_ID = 'shop-state';

/** What a drawn page comes with: the data cache and the currency its prices are in. */
export type ServerState = { cache: DehydratedState; currency: string };

/** The state in the page, taken out of it; undefined when the page has none or it cannot be read. */
export function readServerState(document: Document): ServerState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    if (typeof state !== 'object' || state === null) return undefined;
    const { cache, currency } = state as { cache?: { queries?: unknown }; currency?: unknown };
    if (typeof currency !== 'string' || typeof cache !== 'object' || cache === null || !Array.isArray(cache.queries)) return undefined;
    return state as ServerState;
  } catch {
    // A page cut short: drawn afresh in the browser.
    return undefined;
  }
}
