import type { ResourceProps } from 'react-admin';
import { DeliverySettingsEdit } from './DeliverySettingsEdit';

/** "Delivery settings": one record (current), edited from the Delivery zones list. Admins only. */
export default {
  edit: DeliverySettingsEdit,
  options: { label: 'Delivery settings' },
} satisfies Omit<ResourceProps, 'name'>;
