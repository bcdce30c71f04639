import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS } from '../../constants';
import { catalogApi, type Suggestion } from './api';
import { catalogKeys } from './query-keys';

export type SearchSuggestionsState = {
  /** Best first; while the next answer is on its way the last one stays. */
  suggestions: Suggestion[];
  /** Nothing to show yet: typing has not paused, or the first answer for it is on its way. */
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  retry: () => void;
};

/** `value`, once it has stopped changing for `delayMs`. */
function useDebouncedValue(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Live product-name suggestions for the header search (spec 2, GET /api/home/search-suggestions): asked
 * once typing pauses and at least two characters are there; an answer that is no longer wanted is
 * cancelled (the query's signal aborts the request when its key is left).
 */
export function useSearchSuggestions(text: string): SearchSuggestionsState {
  const typed = text.trim();
  const wanted = typed.length >= SUGGESTION_MIN_CHARS;
  const settled = useDebouncedValue(typed, SUGGESTION_DEBOUNCE_MS);
  const term = settled.length >= SUGGESTION_MIN_CHARS ? settled : '';
  const settling = typed !== settled;
  const query = useQuery({
    queryKey: catalogKeys.suggestions(term),
    queryFn: async ({ signal }) => (await catalogApi.suggestions(term, signal)).suggestions,
    enabled: term !== '',
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
    retry: false,
  });
  const suggestions = wanted && term !== '' ? (query.data ?? []) : [];
  return {
    suggestions,
    isPending: wanted && suggestions.length === 0 && (settling || query.isPending || query.isPlaceholderData),
    isError: wanted && !settling && query.isError,
    error: query.error,
    retry: () => void query.refetch(),
  };
}
