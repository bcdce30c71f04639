import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { localStore, watchedEntry } from '../../lib/local-storage';
import { parseViewed, RECENTLY_VIEWED_KEY, withViewed, type ViewedProduct } from './recently-viewed';

const entry = watchedEntry(RECENTLY_VIEWED_KEY);

function read(): string | null {
  return localStore()?.getItem(RECENTLY_VIEWED_KEY) ?? null;
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
    entry.changed();
  }, [product]);
}

/** The pieces the shopper opened most recently, newest first; kept in this browser only. */
export function useRecentlyViewed(): ViewedProduct[] {
  const raw = useSyncExternalStore(entry.subscribe, read, () => null);
  return useMemo(() => parseViewed(raw), [raw]);
}
