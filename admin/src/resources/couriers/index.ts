import CourierIcon from '@mui/icons-material/LocalShipping';
import { labelledResource } from '../labelledResource';
import { CourierCreate } from './CourierCreate';
import { CourierEdit } from './CourierEdit';
import { CourierList } from './CourierList';

/** The couriers orders ship by, each with its tracking page and AWB format (issue 17). Admins keep the list. */
export default labelledResource('Couriers', { list: CourierList, create: CourierCreate, edit: CourierEdit, icon: CourierIcon });
