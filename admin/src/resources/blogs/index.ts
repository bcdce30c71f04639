import BlogIcon from '@mui/icons-material/MenuBook';
import type { ResourceProps } from 'react-admin';
import { BlogCreate } from './BlogCreate';
import { BlogEdit } from './BlogEdit';
import { BlogList } from './BlogList';

export default {
  list: BlogList,
  create: BlogCreate,
  edit: BlogEdit,
  icon: BlogIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
