import { List, SearchInput } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { ProductTable } from '../products/ProductTable';
import type { Gift } from './types';

const giftFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />];

/** The gift store's pieces; a seller sees only their own (the server answers only those). */
export const GiftList = () => (
  <List<Gift> filters={giftFilters} actions={<CreateActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <ProductTable />
  </List>
);
