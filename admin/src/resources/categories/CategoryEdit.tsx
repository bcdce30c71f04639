import { Edit } from 'react-admin';
import { CategoryForm } from './CategoryForm';
import type { Category } from './types';

// Pessimistic: a refused save or delete (name taken, products still in it) shows the server's sentence in place.
export const CategoryEdit = () => (
  <Edit<Category> mutationMode="pessimistic" redirect="list">
    <CategoryForm />
  </Edit>
);
