import ShippingIcon from '@mui/icons-material/LocalShipping';
import { labelledResource } from '../labelledResource';
import { DeliveryZoneCreate } from './DeliveryZoneCreate';
import { DeliveryZoneEdit } from './DeliveryZoneEdit';
import { DeliveryZoneList } from './DeliveryZoneList';

/** "Delivery zones": where the shop delivers, in how many days, for what fee, and where it takes cash. Admins only. */
export default labelledResource('Delivery zones', { list: DeliveryZoneList, create: DeliveryZoneCreate, edit: DeliveryZoneEdit, icon: ShippingIcon });
