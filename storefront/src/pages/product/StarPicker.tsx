import { useId, useState } from 'react';
import { FieldError } from '../../components/Field/Field';
import './StarPicker.css';

export type StarPickerProps = {
  /** The chosen stars, 1–5; null while none is chosen. */
  value: number | null;
  onChange: (stars: number) => void;
  /** Why the choice is refused; read with the group. */
  error?: string;
};

const STARS = [1, 2, 3, 4, 5] as const;
const STAR = 'm12 3.8 2.5 5.1 5.6.8-4.05 3.95.95 5.6L12 16.6l-5 2.65.95-5.6L3.9 9.7l5.6-.8Z';

/**
 * The review's rating (DECISIONS.md: 1–5 required) as a radio group of five stars: arrow keys move the
 * choice, the stars up to the chosen (or pointed at) one light up, and each is read as 'n stars'.
 */
export function StarPicker({ value, onChange, error }: StarPickerProps) {
  const name = useId();
  const legendId = useId();
  const errorId = useId();
  const [pointed, setPointed] = useState<number | null>(null);
  const lit = pointed ?? value ?? 0;

  return (
    <fieldset
      className="star-picker"
      role="radiogroup"
      aria-labelledby={legendId}
      aria-required="true"
      aria-invalid={error === undefined ? undefined : true}
      aria-describedby={error === undefined ? undefined : errorId}
      onPointerLeave={() => setPointed(null)}
    >
      <legend id={legendId} className="star-picker__legend">
        Your rating
      </legend>
      <div className="star-picker__stars">
        {STARS.map((stars) => (
          <label
            key={stars}
            className={stars <= lit ? 'star-picker__star star-picker__star--lit' : 'star-picker__star'}
            onPointerEnter={() => setPointed(stars)}
          >
            <input
              type="radio"
              className="star-picker__input"
              name={name}
              value={stars}
              checked={value === stars}
              onChange={() => onChange(stars)}
            />
            <svg width={32} height={32} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} />
            </svg>
            <span className="visually-hidden">{stars === 1 ? '1 star' : `${stars} stars`}</span>
          </label>
        ))}
        <span className="star-picker__chosen" aria-hidden="true">
          {value === null ? 'Choose 1 to 5 stars' : `${value} of 5`}
        </span>
      </div>
      <FieldError id={errorId} message={error} className="star-picker__error" />
    </fieldset>
  );
}
