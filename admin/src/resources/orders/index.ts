import OrderIcon from '@mui/icons-material/ShoppingBag';
import type { ResourceProps } from 'react-admin';
import { OrderList } from './OrderList';
import { OrderShow } from './OrderShow';
import { orderReference } from './orderRules';

/** Orders are placed on the shop; the console reads them and moves their status (admins). */
export default {
  list: OrderList,
  show: OrderShow,
  icon: OrderIcon,
  recordRepresentation: (order: { id: string }) => `Order ${orderReference(order.id)}`,
} satisfies Omit<ResourceProps, 'name'>;
