import { DataTable, List, SearchInput, useRecordContext } from 'react-admin';
import { thumbnailOf } from '../../uploads/pictures';
import type { Category } from './types';

const Column = DataTable.Col<Category>;
const NumberColumn = DataTable.NumberCol<Category>;

const categoryFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Name" />];

const CategoryPicture = () => {
  const category = useRecordContext<Category>();
  if (!category?.image) return null;
  return <img src={thumbnailOf(category.image)} alt={category.name} width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />;
};

/** Categories in the shop's order; sellers read them, admins change them (rows open the edit form only for them). */
export const CategoryList = () => (
  <List<Category> filters={categoryFilters} sort={{ field: 'position', order: 'ASC' }} perPage={25} exporter={false}>
    <DataTable<Category> rowClick="edit">
      <Column label="Picture" disableSort>
        <CategoryPicture />
      </Column>
      <Column source="name" label="Name" />
      <Column source="slug" label="Address" disableSort render={(category) => `/category-data/${category.slug}`} />
      <NumberColumn source="position" label="Position" />
      <NumberColumn source="productCount" label="Products" disableSort />
    </DataTable>
  </List>
);
