import CouponIcon from '@mui/icons-material/LocalOffer';
import type { ResourceProps } from 'react-admin';
import { CouponCreate } from './CouponCreate';
import { CouponEdit } from './CouponEdit';
import { CouponList } from './CouponList';

export default {
  list: CouponList,
  create: CouponCreate,
  edit: CouponEdit,
  icon: CouponIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
