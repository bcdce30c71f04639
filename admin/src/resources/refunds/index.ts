import RefundIcon from '@mui/icons-material/CurrencyExchange';
import type { ResourceProps } from 'react-admin';
import { RefundList } from './RefundList';
import { RefundShow } from './RefundShow';

/** Money going back to customers (admins only): read here; retried or recorded on the order's page. */
export default {
  list: RefundList,
  show: RefundShow,
  icon: RefundIcon,
  options: { label: 'Refunds' },
} satisfies Omit<ResourceProps, 'name'>;
