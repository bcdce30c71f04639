/** The browser's localStorage, or null where it is switched off (private modes, strict cookie settings). */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export type StorageListener = () => void;

/** One localStorage entry that screens follow (with useSyncExternalStore). */
export type WatchedEntry = {
  /** Hears of every change to the entry: from this tab, which calls `changed`, and from the shop's other tabs. */
  subscribe: (listener: StorageListener) => () => void;
  /** Tells the listeners that this tab has just changed the entry (the browser tells only the other tabs). */
  changed: () => void;
};

/** Follows the entry under `key` (each entry is watched by one module, which keeps what this returns). */
export function watchedEntry(key: string): WatchedEntry {
  const listeners = new Set<StorageListener>();
  return {
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === key) listener();
      };
      listeners.add(listener);
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    changed: () => {
      for (const listener of listeners) listener();
    },
  };
}
