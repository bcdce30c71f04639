import { ShopPageEdit } from '../../layout/ShopPageEdit';
import { BlogForm } from './BlogForm';

export const BlogEdit = () => (
  <ShopPageEdit path="/blogdetail">
    <BlogForm />
  </ShopPageEdit>
);
