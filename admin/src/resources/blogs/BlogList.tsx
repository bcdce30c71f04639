import { DataTable, List, SearchInput, useRecordContext } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { DateColumn } from '../../layout/DateColumn';
import { thumbnailOf } from '../../uploads/pictures';
import { OwnerColumn } from '../staff/OwnerField';
import type { Blog } from './types';

const Column = DataTable.Col<Blog>;

const blogFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Title or slug" />];

/** The post's cover: its first picture. */
const CoverField = () => {
  const blog = useRecordContext<Blog>();
  const [cover] = blog?.images ?? [];
  if (!blog || !cover) return null;
  return (
      <img src={thumbnailOf(cover)} alt={blog.name} width={96} height={64} loading="lazy" style={{ objectFit: 'cover', borderRadius: 4, display: 'block' }} />
  );
};

/** Every post for an admin, with its shop; a seller's own only (the server answers only those, and 404 for others). */
export const BlogList = () => (
  <List<Blog> filters={blogFilters} actions={<CreateActions />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable<Blog> rowClick="edit">
      <Column label="Cover" disableSort>
        <CoverField />
      </Column>
      <Column source="name" label="Title" />
      <Column source="slug" label="Address" disableSort render={(blog) => `/blogdetail/${blog.slug}`} />
      <DateColumn source="createdAt" label="Published" />
      <DateColumn source="updatedAt" label="Last changed" />
      <OwnerColumn />
    </DataTable>
  </List>
);
