import { useId } from 'react';
import { type SelectOption, SelectOptions } from '../Field/Field';
import './SortSelect.css';

export type SortOption = SelectOption;

export type SortSelectProps = {
  options: readonly SortOption[];
  value: string;
  onChange: (value: string) => void;
  /** A first option for no chosen sort (value ''), e.g. 'Recommended'. */
  noneLabel?: string;
  className?: string;
};

/** 'Sort by' and its menu, above a list. */
export function SortSelect({ options, value, onChange, noneLabel, className }: SortSelectProps) {
  const id = useId();
  return (
    <div className={className === undefined ? 'sort-select' : `sort-select ${className}`}>
      <label htmlFor={id}>Sort by</label>
      <select id={id} className="compact-input" value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions options={options} none={noneLabel} />
      </select>
    </div>
  );
}
