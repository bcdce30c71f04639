import { Create } from 'react-admin';
import { BlogForm } from './BlogForm';
import type { Blog } from './types';

const newPost: Partial<Blog> = { images: [], description: [''], additionalDescription: [] };

// Pessimistic: a refused upload or save keeps the form and its picked pictures.
export const BlogCreate = () => (
  <Create<Blog> redirect="list" record={newPost} mutationMode="pessimistic">
    <BlogForm />
  </Create>
);
