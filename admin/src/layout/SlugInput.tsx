import { TextInput, type Validator } from 'react-admin';

type SlugInputProps = {
  /** Where the page is on the shop, before the slug ('/product/details'). */
  path: string;
  /** What the server makes the slug from when it is left empty. */
  madeFrom?: 'name' | 'title';
  validate: Validator;
  fullWidth?: boolean;
};

/** The slug of a page on the shop, with a hint of the address it gives. */
export const SlugInput = ({ path, madeFrom = 'name', ...rest }: SlugInputProps) => (
  <TextInput source="slug" label="Slug" helperText={`Its address on the shop, ${path}/<slug>. Left empty, it is made from the ${madeFrom}.`} {...rest} />
);
