import { DataTable } from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { purityLabel } from '../metal-rates/metalRateRules';
import { PriceField, ProductThumbnail, StockField } from './ProductFields';
import type { Product } from './types';

const Column = DataTable.Col<Product>;

/** The rows of the catalogue's and the gift store's lists (a gift is product-shaped); the shop column is for admins. */
export const ProductTable = () => {
  const isAdmin = useIsAdmin();
  return (
    <DataTable<Product> rowClick="edit">
      <Column label="Picture" disableSort>
        <ProductThumbnail />
      </Column>
      <Column source="name" label="Name" />
      <Column source="category" label="Category" disableSort />
      <Column source="price" label="Price" align="right">
        <PriceField />
      </Column>
      <Column source="pricing" label="Pricing" disableSort render={(product) => (product.pricing === 'rate_linked' ? "Today's rate" : 'Fixed')} />
      <Column source="purity" label="Purity" disableSort render={(product) => (product.purity ? purityLabel(product.purity) : '—')} />
      <Column source="discount" label="Discount" align="right" render={(product) => (product.discount > 0 ? `${product.discount} %` : '—')} />
      <Column source="stock" label="Stock" align="right">
        <StockField />
      </Column>
      {isAdmin ? <Column source="shopName" label="Shop" disableSort /> : null}
    </DataTable>
  );
};
