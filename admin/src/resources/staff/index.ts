import StaffIcon from '@mui/icons-material/Badge';
import type { ResourceProps } from 'react-admin';
import { StaffCreate } from './StaffCreate';
import { StaffEdit } from './StaffEdit';
import { StaffList } from './StaffList';

/** Admins add sellers and other staff, change their role or password, and remove them; sellers never see it. */
export default {
  list: StaffList,
  create: StaffCreate,
  edit: StaffEdit,
  icon: StaffIcon,
  recordRepresentation: 'name',
  options: { label: 'Staff' },
} satisfies Omit<ResourceProps, 'name'>;
