import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { localStore } from '../../lib/local-storage';
import { parseViewed, RECENTLY_VIEWED_KEY, withViewed, type ViewedProduct } from './recently-viewed';

type Listener = () => void;

const listeners = new Set<Listener>();

function read(): string | null {
  return localStore()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
}

function subscribe(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === RECENTLY_VIEWED_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remember that the shopper opened `product` (the product page calls this once per piece). */
export function useRecordView(product: ViewedProduct): void {
  useEffect(() => {
    const store = localStore();
    if (store === null) return;
    try {
      store.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(withViewed(parseViewed(read()), product)));
    } catch {
      // a full storage only means this view is not remembered
      return;
    }
    for (const listener of listeners) listener();
  }, [product]);
}

/** The pieces the shopper opened most recently, newest first; kept in this browser only. */
export function useRecentlyViewed(): ViewedProduct[] {
  const raw = useSyncExternalStore(subscribe, read, () => null);
  return useMemo(() => parseViewed(raw), [raw]);
}
