import CustomerIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';
import { CustomerList } from './CustomerList';
import { CustomerShow } from './CustomerShow';

/** Read-only: customers manage their own accounts on the shop. */
export default {
  list: CustomerList,
  show: CustomerShow,
  icon: CustomerIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
