import { CreateButton, DataTable, List, SearchInput, TopToolbar } from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { PriceField, ProductThumbnail, StockField } from '../products/ProductFields';
import type { Gift } from './types';

const Column = DataTable.Col<Gift>;

const giftFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />];

const GiftListActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);

/** The gift store's pieces; a seller sees only their own (the server answers only those). */
export const GiftList = () => {
  const isAdmin = useIsAdmin();
  return (
    <List<Gift> filters={giftFilters} actions={<GiftListActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<Gift> rowClick="edit">
        <Column label="Picture" disableSort>
          <ProductThumbnail />
        </Column>
        <Column source="name" label="Name" />
        <Column source="category" label="Category" disableSort />
        <Column source="price" label="Price" align="right">
          <PriceField />
        </Column>
        <Column source="discount" label="Discount" align="right" render={(gift) => (gift.discount > 0 ? `${gift.discount} %` : '—')} />
        <Column source="stock" label="Stock" align="right">
          <StockField />
        </Column>
        {isAdmin ? <Column source="shopName" label="Shop" disableSort /> : null}
      </DataTable>
    </List>
  );
};
