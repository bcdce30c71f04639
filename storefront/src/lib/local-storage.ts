/** The browser's localStorage, or null where it is switched off (private modes, strict cookie settings). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
