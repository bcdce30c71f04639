import { Create } from 'react-admin';
import { NEW_COMPOSITION } from './compositionRules';
import { ProductForm } from './ProductForm';
import type { Product } from './types';

const newProduct: Partial<Product> = { images: [], points: [], colors: [], sizes: [], discount: 0, stock: 0, brand: '', description: '', ...NEW_COMPOSITION };

// Pessimistic like the edit: a refused upload or save keeps the form and its picked pictures.
export const ProductCreate = () => (
  <Create<Product> redirect="list" record={newProduct} mutationMode="pessimistic">
    <ProductForm />
  </Create>
);
