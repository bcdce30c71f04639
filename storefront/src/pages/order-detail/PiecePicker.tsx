import { useId } from 'react';
import { FieldError } from '../../components/Field/Field';
import type { EligibleLine } from '../../features/returns/api';

/** Pieces chosen of each line, by line id (absent or 0: none). */
export type ChosenPieces = Record<string, number>;

export type PiecePickerProps = {
  legend: string;
  lines: readonly EligibleLine[];
  /** How many pieces of a line may be chosen (0: it is shown with why not). */
  available: (line: EligibleLine) => number;
  /** Why a line with none available cannot be chosen; null to leave it out. */
  whyNot: (line: EligibleLine) => string | null;
  chosen: ChosenPieces;
  onChange: (chosen: ChosenPieces) => void;
  error?: string;
};

/**
 * The lines of an order to choose pieces of: a checkbox per line that has pieces to choose and, with more than one, how
 * many; the other lines are listed with why they cannot be chosen.
 */
export function PiecePicker({ legend, lines, available, whyNot, chosen, onChange, error }: PiecePickerProps) {
  const errorId = useId();
  const open = lines.filter((line) => available(line) > 0);
  const closed = lines.filter((line) => available(line) === 0 && whyNot(line) !== null);
  return (
    <fieldset className="returns-form__group" aria-describedby={error === undefined ? undefined : errorId}>
      <legend className="field__label">{legend}</legend>
      <ul className="returns-pieces">
        {open.map((line) => (
          <PieceChoice
            key={line.lineId}
            line={line}
            max={available(line)}
            quantity={chosen[line.lineId] ?? 0}
            onChange={(quantity) => onChange({ ...chosen, [line.lineId]: quantity })}
          />
        ))}
        {closed.map((line) => (
          <li key={line.lineId} className="returns-pieces__piece returns-pieces__piece--closed">
            <span className="returns-pieces__name">{pieceName(line)}</span>
            <span className="returns-pieces__why">{whyNot(line)}</span>
          </li>
        ))}
      </ul>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** A line as the customer knows it: its name, with size and colour when it has them. */
export function pieceName(line: Pick<EligibleLine, 'name' | 'size' | 'color'>): string {
  // 'Free Size' says nothing about the piece.
  const sized = line.size !== '' && line.size.toLowerCase() !== 'free size';
  const details = [sized ? `size ${line.size}` : null, line.color === '' ? null : line.color].filter((part) => part !== null);
  return details.length === 0 ? line.name : `${line.name} (${details.join(', ')})`;
}

type PieceChoiceProps = { line: EligibleLine; max: number; quantity: number; onChange: (quantity: number) => void };

function PieceChoice({ line, max, quantity, onChange }: PieceChoiceProps) {
  const checkId = useId();
  const quantityId = useId();
  return (
    <li className="returns-pieces__piece">
      <input id={checkId} type="checkbox" checked={quantity > 0} onChange={(event) => onChange(event.target.checked ? 1 : 0)} />
      <label htmlFor={checkId} className="returns-pieces__name">
        {pieceName(line)}
      </label>
      {max > 1 && quantity > 0 ? (
        <span className="returns-pieces__quantity">
          <label htmlFor={quantityId} className="visually-hidden">{`How many of ${line.name}`}</label>
          <select id={quantityId} className="field__input field__select" value={quantity} onChange={(event) => onChange(Number(event.target.value))}>
            {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
          <span className="returns-pieces__of">of {max}</span>
        </span>
      ) : null}
    </li>
  );
}

/** The request's lines: every line with pieces chosen. */
export function chosenLines(chosen: ChosenPieces): { lineId: string; quantity: number }[] {
  return Object.entries(chosen)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
}
