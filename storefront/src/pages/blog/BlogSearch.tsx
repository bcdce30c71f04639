import { useId, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { SEARCH_MAX_LENGTH } from '../../constants';
import { blogSearchOf } from '../../features/blog/blog-rules';

/**
 * The journal's search box (DECISIONS.md: it searches the posts). It sends the words to /blog?q=…, so
 * on /blog the results replace the list in place and the address can be shared or bookmarked.
 */
export function BlogSearch() {
  const id = useId();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // on a post the box starts empty; on /blog it shows what was searched
  const current = pathname === '/blog' ? blogSearchOf(search) : '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate(q === '' ? '/blog' : `/blog?${new URLSearchParams({ q }).toString()}`);
  };

  // keyed by the search, so a new one in the address (or Clear search) shows its words in the box
  return (
    <form key={current} role="search" aria-label="Blog" onSubmit={submit} className="blog-search">
      <label htmlFor={id} className="blog-search__label">
        Search the blog
      </label>
      <div className="blog-search__row">
        <input
          id={id}
          className="blog-search__input"
          type="search"
          name="q"
          defaultValue={current}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Care, trends, bridal…"
          autoComplete="off"
        />
        <button type="submit" className="blog-search__button">
          <Icon name="search" size={20} title="Search" />
        </button>
      </div>
    </form>
  );
}
