import { TOKEN_STORAGE_KEY } from '../constants';
import { decodeToken, isExpired } from '../lib/jwt';
import { localStore, watchedEntry, type StorageListener } from '../lib/local-storage';

const entry = watchedEntry(TOKEN_STORAGE_KEY);

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
  entry.changed();
}

export function clearToken(): void {
  localStore()?.removeItem(TOKEN_STORAGE_KEY);
  entry.changed();
}

/** Subscribe to token changes in this tab and in other tabs of the shop (for useSyncExternalStore). */
export function subscribeToken(listener: StorageListener): () => void {
  return entry.subscribe(listener);
}
