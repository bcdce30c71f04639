import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page the server drew, true on every render after (and on
 * every render of a page drawn in the browser alone): what only this browser knows (its storage, its languages, its
 * document) is shown from then on, so that the first render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
