import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { ProductForm } from './ProductForm';
import type { Product } from './types';

const ViewOnShopButton = () => {
  const product = useRecordContext<Product>();
  if (!product) return null;
  return (
    <Button
      label="View on the shop"
      href={`/product/details/${encodeURIComponent(product.slug)}`}
      target="_blank"
      rel="noopener"
      component="a"
    >
      <OpenInNewIcon />
    </Button>
  );
};

const ProductEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ViewOnShopButton />
  </TopToolbar>
);

// Pessimistic: a refused save (slug taken, picture refused) keeps the form open with the server's sentence.
export const ProductEdit = () => (
  <Edit<Product> mutationMode="pessimistic" redirect="list" actions={<ProductEditActions />}>
    <ProductForm />
  </Edit>
);
