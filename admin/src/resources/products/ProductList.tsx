import { List, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { LOW_STOCK, genderChoices } from './productRules';
import { ProductTable } from './ProductTable';
import { ShopInput } from './ShopInput';
import type { Product } from './types';

const stockChoices = [
  { id: 'out', name: 'Out of stock' },
  { id: 'low', name: `Low (${LOW_STOCK} or fewer)` },
];

function productFilters(isAdmin: boolean) {
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Name or brand" />,
    <ReferenceInput key="categoryId" source="categoryId" reference="categories" sort={{ field: 'position', order: 'ASC' }} perPage={100} alwaysOn>
      <SelectInput label="Category" optionText="name" />
    </ReferenceInput>,
    <SelectInput key="stock" source="stock" label="Stock" choices={stockChoices} alwaysOn />,
    <SelectInput key="gender" source="gender" label="For" choices={genderChoices} />,
  ];
  // A seller's list holds only their own products: a shop filter would have one choice.
  if (isAdmin) filters.push(<ShopInput key="sellerId" source="sellerId" label="Shop" />);
  return filters;
}

/** The catalogue; a seller sees only their own products (the server answers only those). */
export const ProductList = () => {
  const isAdmin = useIsAdmin();
  return (
    <List<Product>
      filters={productFilters(isAdmin)}
      actions={<CreateActions withFilters />}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
    >
      <ProductTable />
    </List>
  );
};
