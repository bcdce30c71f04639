import SubscriberIcon from '@mui/icons-material/MarkEmailRead';
import type { ResourceProps } from 'react-admin';
import { SubscriberList } from './SubscriberList';

/** Addresses sign up on the shop; the console lists, exports and (on request) forgets them. */
export default {
  list: SubscriberList,
  icon: SubscriberIcon,
  recordRepresentation: 'email',
  options: { label: 'Newsletter' },
} satisfies Omit<ResourceProps, 'name'>;
