import { ShopPageEdit } from '../../layout/ShopPageEdit';
import { ProductForm } from './ProductForm';

export const ProductEdit = () => (
  <ShopPageEdit path="/product/details">
    <ProductForm />
  </ShopPageEdit>
);
