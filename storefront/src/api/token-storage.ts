import { TOKEN_STORAGE_KEY } from '../constants';
import { decodeToken, isExpired } from '../lib/jwt';
import { localStore } from '../lib/local-storage';

type Listener = () => void;

const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored customer token, or null. A token that cannot be read or has expired is dropped on the way. */
export function readToken(): string | null {
  const store = localStore();
  const token = store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  if (token === null) return null;
  const claims = decodeToken(token);
  if (claims === null || isExpired(claims, Date.now())) {
    store?.removeItem(TOKEN_STORAGE_KEY);
    return null;
  }
  return token;
}

export function writeToken(token: string): void {
  localStore()?.setItem(TOKEN_STORAGE_KEY, token);
  notify();
}

export function clearToken(): void {
  localStore()?.removeItem(TOKEN_STORAGE_KEY);
  notify();
}

/** Subscribe to token changes in this tab and in other tabs of the shop (for useSyncExternalStore). */
export function subscribeToken(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_STORAGE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
