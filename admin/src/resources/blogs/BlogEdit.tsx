import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Edit, ListButton, TopToolbar, useRecordContext } from 'react-admin';
import { BlogForm } from './BlogForm';
import type { Blog } from './types';

const ViewOnShopButton = () => {
  const blog = useRecordContext<Blog>();
  if (!blog) return null;
  return (
    <Button label="View on the shop" href={`/blogdetail/${encodeURIComponent(blog.slug)}`} target="_blank" rel="noopener" component="a">
      <OpenInNewIcon />
    </Button>
  );
};

const BlogEditActions = () => (
  <TopToolbar>
    <ListButton />
    <ViewOnShopButton />
  </TopToolbar>
);

// Pessimistic: a refused save (slug taken, picture refused) keeps the form open with the server's sentence.
export const BlogEdit = () => (
  <Edit<Blog> mutationMode="pessimistic" redirect="list" actions={<BlogEditActions />}>
    <BlogForm />
  </Edit>
);
