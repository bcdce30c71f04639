import { useId, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readListingQuery, type ListingSort } from '../../lib/listing-query';
import { SortSelect } from '../SortSelect/SortSelect';
import './ListingControls.css';

const SORTS: readonly { value: ListingSort; label: string }[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
  { value: 'low-to-high', label: 'Price: low to high' },
  { value: 'high-to-low', label: 'Price: high to low' },
  { value: 'discount', label: 'Biggest discount' },
];

export type ListingControlsProps = {
  /** How many pieces match; unknown while loading. */
  total?: number;
  /** What 'Recommended' means here, e.g. 'Top rated' on /best-seller. */
  recommendedLabel?: string;
};

/** The sort select and price filter of a product listing; both live in the address, so a result can be shared. */
export function ListingControls({ total, recommendedLabel = 'Recommended' }: ListingControlsProps) {
  const [params, setParams] = useSearchParams();
  const query = readListingQuery(params.toString());

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const applyPrice = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    update({ min: String(form.get('min') ?? ''), max: String(form.get('max') ?? '') });
  };

  const filtered = query.lowPrice !== null || query.highPrice !== null;

  return (
    <div className="listing-controls">
      <p className="listing-controls__count" role="status">
        {total === undefined ? '' : `${total} ${total === 1 ? 'piece' : 'pieces'}`}
      </p>
      <form className="listing-controls__price" onSubmit={applyPrice} aria-label="Price">
        <PriceBound key={`min-${query.lowPrice ?? ''}`} name="min" label="Lowest price in rupees" placeholder="Min ₹" value={query.lowPrice} />
        <span aria-hidden="true">–</span>
        <PriceBound key={`max-${query.highPrice ?? ''}`} name="max" label="Highest price in rupees" placeholder="Max ₹" value={query.highPrice} />
        <button type="submit" className="button button--secondary button--small">
          Apply
        </button>
        {filtered ? (
          <button type="button" className="link-button" onClick={() => update({ min: null, max: null })}>
            Clear
          </button>
        ) : null}
      </form>
      <SortSelect options={SORTS} value={query.sort ?? ''} onChange={(sort) => update({ sort })} noneLabel={recommendedLabel} />
    </div>
  );
}

type PriceBoundProps = { name: 'min' | 'max'; label: string; placeholder: string; value: number | null };

/** One end of the price filter; keyed by the address's value, so it shows a value changed elsewhere (Clear, Back). */
function PriceBound({ name, label, placeholder, value }: PriceBoundProps) {
  const id = useId();
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        placeholder={placeholder}
        defaultValue={value ?? ''}
        className="compact-input listing-controls__input"
      />
    </>
  );
}
