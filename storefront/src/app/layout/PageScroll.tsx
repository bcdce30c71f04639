import { useCallback, useLayoutEffect, useState } from 'react';
import { ScrollRestoration, useLocation, type Location } from 'react-router-dom';

/**
 * Where a page opens: a new page at the top (or its #hash), Back and Forward where the shopper left it, a full
 * load (a typed address, a reload, a link from elsewhere) at the top or its #hash. React Router keeps the
 * positions of the tab's history entries across loads, and the entry a document loads at is keyed 'default' on
 * every fresh load (or keeps its key on a reload), so it would take a position an earlier page left behind:
 * that one entry is keyed for this document alone.
 */
export function PageScroll() {
  const { key } = useLocation();
  const [loadedAt] = useState(key);
  const scrollKey = useCallback(
    (location: Location) => (location.key === loadedAt ? `${loadedAt}@${performance.timeOrigin}` : location.key),
    [loadedAt],
  );
  return <ScrollRestoration getKey={scrollKey} />;
}

/**
 * A full load's #hash, once the page's code has arrived and the page is drawn (React Router looks for the target
 * straight away, while the page may still be loading). Rendered beside the page, inside its Suspense boundary.
 */
export function LoadedHash() {
  const { hash } = useLocation();
  const [target] = useState(hash);

  useLayoutEffect(() => {
    if (target !== '') elementOf(target)?.scrollIntoView();
  }, [target]);

  return null;
}

function elementOf(hash: string): HTMLElement | null {
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    // a malformed escape (#%E0) names no element
    return null;
  }
}
