import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Once the record a page shows is `found`, an address that named it otherwise (a former slug, its id, other letter
 * case) is replaced by its own, `${route}/${slug}`, with the same query and hash. The history entry is replaced, not
 * added to, so Back does not return to the old address. The record is filed first under the new address's query key
 * (`keyOf` its slug), so the page does not ask for it again.
 */
export function useCanonicalAddress<Found>(
  route: string,
  asked: string,
  found: Found | undefined,
  slugOf: (found: Found) => string,
  keyOf: (slug: string) => QueryKey,
): void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search, hash, state } = useLocation();
  const slug = found === undefined ? undefined : slugOf(found);
  useEffect(() => {
    if (slug === undefined || slug === asked) return;
    queryClient.setQueryData(keyOf(slug), found);
    void navigate({ pathname: `${route}/${slug}`, search, hash }, { replace: true, state });
  }, [route, asked, slug, found, keyOf, queryClient, navigate, search, hash, state]);
}
