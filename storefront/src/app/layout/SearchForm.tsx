import { useCallback, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { SEARCH_MAX_LENGTH, SUGGESTION_MIN_CHARS } from '../../constants';
import type { Suggestion } from '../../features/catalog/api';
import { useCategories } from '../../features/catalog/use-categories';
import { useSearchSuggestions } from '../../features/catalog/use-search-suggestions';
import { searchPath } from '../../lib/search-path';
import { SearchSuggestions } from './SearchSuggestions';
import { useDismiss } from './use-dismiss';
import './SearchForm.css';

export type SearchFormProps = { className?: string };

/**
 * The header search (spec 2): a category and words, sent to the listing page, with live product-name
 * suggestions under the box. The box is a combobox: the arrow keys move through the suggestions, Enter
 * opens the one chosen (or searches when none is), Escape, a press outside and a page scroll close them.
 */
export function SearchForm({ className }: SearchFormProps) {
  const navigate = useNavigate();
  const categories = useCategories();
  const formRef = useRef<HTMLFormElement>(null);
  const categoryId = useId();
  const valueId = useId();
  const listId = useId();
  const [category, setCategory] = useState('');
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const results = useSearchSuggestions(value);

  const close = useCallback(() => {
    setOpen(false);
    setActiveIndex(-1);
  }, []);
  useDismiss(formRef, open, close, { onScroll: true });

  const shown = open && value.trim().length >= SUGGESTION_MIN_CHARS;
  const count = shown ? results.suggestions.length : 0;
  const expanded = count > 0 && !results.isError;
  const active = expanded && activeIndex < count ? activeIndex : -1;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const choose = (suggestion: Suggestion) => {
    close();
    void navigate(`/product/details/${suggestion.slug}`);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    void navigate(searchPath({ category, value }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown) {
        setOpen(true);
        return;
      }
      if (!expanded) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // from no option, down goes to the first and up to the last
      setActiveIndex(active === -1 ? (step === 1 ? 0 : count - 1) : (active + step + count) % count);
    } else if (event.key === 'Enter' && active !== -1) {
      event.preventDefault();
      const suggestion = results.suggestions[active];
      if (suggestion !== undefined) choose(suggestion);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget)) close();
  };

  return (
    <form
      ref={formRef}
      role="search"
      className={className === undefined ? 'search-form' : `search-form ${className}`}
      onSubmit={submit}
      onBlur={onBlur}
    >
      <label className="visually-hidden" htmlFor={categoryId}>
        Category
      </label>
      <div className="search-form__select-wrap">
        <select
          id={categoryId}
          className="search-form__select"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">All categories</option>
          {(categories.data ?? []).map((item) => (
            <option key={item._id} value={item.name}>
              {item.name}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size={16} className="search-form__chevron" />
      </div>
      <label className="visually-hidden" htmlFor={valueId}>
        Search for jewellery
      </label>
      <input
        id={valueId}
        className="search-form__input"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={active === -1 ? undefined : optionId(active)}
        autoComplete="off"
        placeholder="Search jewellery"
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__submit">
        <Icon name="search" size={20} title="Search" />
      </button>
      <p className="visually-hidden" role="status">
        {!shown || results.isPending || results.isError
          ? ''
          : count === 0
            ? 'No suggestions.'
            : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose.`}
      </p>
      {shown ? (
        <SearchSuggestions
          listId={listId}
          optionId={optionId}
          typed={value}
          state={results}
          activeIndex={active}
          onActivate={setActiveIndex}
          onChoose={choose}
        />
      ) : null}
    </form>
  );
}
