import StaffIcon from '@mui/icons-material/Badge';
import { labelledResource } from '../labelledResource';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

/** Admins add sellers and other staff, change their role or password, and remove them; sellers never see it. */
export default labelledResource('Staff', { list: StaffList, create: StaffCreate, edit: StaffEdit, icon: StaffIcon });
