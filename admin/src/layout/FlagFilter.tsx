import { SelectInput } from 'react-admin';

type FlagFilterProps = {
  source: string;
  label: string;
  alwaysOn?: boolean;
  /** The words for each value, in the order the menu lists them. */
  choices: Record<'true' | 'false', string>;
};

/** A list filter on a yes/no field: the query asks for 'true' or 'false', each offered in words of its own. */
export const FlagFilter = ({ choices, ...props }: FlagFilterProps) => (
  <SelectInput {...props} choices={Object.entries(choices).map(([id, name]) => ({ id, name }))} />
);
