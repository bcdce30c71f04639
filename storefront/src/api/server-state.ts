import type { DehydratedState } from '@tanstack/react-query';

/**
 * The data cache a page drawn on the server was drawn with (server/src/modules/seo/page-body.ts writes it from
 * entry-server.tsx's answer): the browser starts from the same answers, so that its first render matches the page.
 */

/** The element's id, as the server writes it (SERVER_STATE_ID). */
export const SERVER_STATE_ID = 'shop-state';

/** The state in the page, taken out of it; undefined when the page has none or it cannot be read. */
export function readServerState(document: Document): DehydratedState | undefined {
  const element = document.getElementById(SERVER_STATE_ID);
  if (element === null) return undefined;
  element.remove();
  try {
    const state: unknown = JSON.parse(element.textContent ?? '');
    if (typeof state !== 'object' || state === null || !Array.isArray((state as { queries?: unknown }).queries)) return undefined;
    return state as DehydratedState;
  } catch {
    // A page cut short: drawn afresh in the browser.
    return undefined;
  }
}
