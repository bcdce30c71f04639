import { useEffect, useRef } from 'react';
import { apiErrorMessage } from '../../api/client';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { SUGGESTION_LIST_HEIGHT_PX } from '../../constants';
import type { Suggestion } from '../../features/catalog/api';
import type { SearchSuggestionsState } from '../../features/catalog/use-search-suggestions';
import { highlightParts } from '../../lib/highlight';
import './SearchSuggestions.css';
import { Thumb } from '../../components/StoredImage/StoredImage';

/** What a failed suggestion call says when the server gives no sentence of its own. */
const SUGGESTIONS_FALLBACK = 'Suggestions could not be loaded.';

/** The thumbnail's side in CSS pixels. */
const THUMB_SIDE = 40;

export type SearchSuggestionsProps = {
  /** The listbox's id, named by the search box's aria-controls. */
  listId: string;
  /** The option ids the search box points at with aria-activedescendant. */
  optionId: (index: number) => string;
  /** What has been typed: its words are marked in each name. */
  typed: string;
  state: SearchSuggestionsState;
  /** The option the arrow keys are on; -1 for none. */
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (suggestion: Suggestion) => void;
};

/**
 * The popup under the header search (spec 2): product names in a list at most 300 px tall, each with a
 * small picture, the typed words marked and the category. Focus never leaves the search box: the box
 * points at the active option, and presses here do not take focus.
 */
export function SearchSuggestions({ listId, optionId, typed, state, activeIndex, onActivate, onChoose }: SearchSuggestionsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // keep the active option in sight by scrolling the list only; scrolling the page would close it
  useEffect(() => {
    const list = listRef.current;
    const option = activeIndex < 0 ? null : list?.children.item(activeIndex);
    if (list === null || !(option instanceof HTMLElement)) return;
    if (option.offsetTop < list.scrollTop) list.scrollTop = option.offsetTop;
    else if (option.offsetTop + option.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = option.offsetTop + option.offsetHeight - list.clientHeight;
  }, [activeIndex]);

  return (
    <div className="search-suggestions" onMouseDown={(event) => event.preventDefault()}>
      {state.isError ? (
        <ErrorState message={apiErrorMessage(state.error, SUGGESTIONS_FALLBACK)} onRetry={state.retry} />
      ) : state.isPending ? (
        <p className="search-suggestions__note">Looking for pieces…</p>
      ) : state.suggestions.length === 0 ? (
        <p className="search-suggestions__note">
          No names match “{typed.trim()}”. Press Enter to search every piece.
        </p>
      ) : (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label="Suggestions"
          className="search-suggestions__list"
          style={{ maxHeight: SUGGESTION_LIST_HEIGHT_PX }}
        >
          {state.suggestions.map((suggestion, index) => (
            <li
              key={suggestion.slug}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              className="search-suggestions__option"
              onMouseMove={() => {
                if (index !== activeIndex) onActivate(index);
              }}
              onClick={() => onChoose(suggestion)}
            >
              <Thumb
                image={suggestion.image}
                side={THUMB_SIDE}
                className="thumb search-suggestions__thumb"
                emptyClassName="search-suggestions__thumb--empty"
              />
              <span className="search-suggestions__text">
                <span className="search-suggestions__name">
                  {highlightParts(suggestion.name, typed).map((part, partIndex) =>
                    part.match ? <mark key={partIndex}>{part.text}</mark> : part.text,
                  )}
                </span>
                <span className="search-suggestions__category">{suggestion.category}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
