import ProductIcon from '@mui/icons-material/Diamond';
import type { ResourceProps } from 'react-admin';
import { ProductCreate } from './ProductCreate';
import { ProductEdit } from './ProductEdit';
import { ProductList } from './ProductList';

export default {
  list: ProductList,
  create: ProductCreate,
  edit: ProductEdit,
  icon: ProductIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
