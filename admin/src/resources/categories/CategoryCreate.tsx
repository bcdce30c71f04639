import { Create } from 'react-admin';
import { CategoryForm } from './CategoryForm';
import type { Category } from './types';

export const CategoryCreate = () => (
  <Create<Category> redirect="list" record={{ image: '' }} mutationMode="pessimistic">
    <CategoryForm />
  </Create>
);
