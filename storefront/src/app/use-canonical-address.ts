import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Once the record a page shows is known, an address that named it otherwise (a former slug, its id, other letter
 * case) is replaced by its own, `${route}/${slug}`, with the same query and hash. The history entry is replaced, not
 * added to, so Back does not return to the old address. `keep` runs first: it files what the page has under the new
 * address's query key, so the page does not ask for it again.
 */
export function useCanonicalAddress(route: string, asked: string, slug: string | undefined, keep?: () => void): void {
  const navigate = useNavigate();
  const { search, hash, state } = useLocation();
  useEffect(() => {
    if (slug === undefined || slug === asked) return;
    keep?.();
    void navigate({ pathname: `${route}/${slug}`, search, hash }, { replace: true, state });
  }, [route, asked, slug, keep, navigate, search, hash, state]);
}
