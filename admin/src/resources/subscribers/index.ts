import SubscriberIcon from '@mui/icons-material/MarkEmailRead';
import { labelledResource } from '../labelledResource';
import { SubscriberList } from './SubscriberList';

/** Addresses sign up on the shop; the console lists, exports and (on request) forgets them. */
export default labelledResource('Newsletter', { list: SubscriberList, icon: SubscriberIcon }, 'email');
