import GiftIcon from '@mui/icons-material/CardGiftcard';
import type { ResourceProps } from 'react-admin';
import { GiftCreate } from './GiftCreate';
import { GiftEdit } from './GiftEdit';
import { GiftList } from './GiftList';

export default {
  list: GiftList,
  create: GiftCreate,
  edit: GiftEdit,
  icon: GiftIcon,
  recordRepresentation: 'name',
} satisfies Omit<ResourceProps, 'name'>;
