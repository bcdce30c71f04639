import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { searchPath } from '../../lib/search-path';
import { SEARCH_CATEGORIES } from './nav-links';
import './SearchForm.css';

export type SearchFormProps = { className?: string };

/** The header search: a category and words, sent to the listing page (spec 2). */
export function SearchForm({ className }: SearchFormProps) {
  const navigate = useNavigate();
  const categoryId = useId();
  const valueId = useId();
  const [category, setCategory] = useState('');
  const [value, setValue] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(searchPath({ category, value }));
  };

  return (
    <form role="search" className={className === undefined ? 'search-form' : `search-form ${className}`} onSubmit={submit}>
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
          <option value="">All</option>
          {SEARCH_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
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
        placeholder="Search jewellery"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        enterKeyHint="search"
      />
      <button type="submit" className="search-form__submit">
        <Icon name="search" size={20} title="Search" />
      </button>
    </form>
  );
}
