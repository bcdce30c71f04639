import { ReferenceField, TextField } from 'react-admin';
import { HOUSE_SHOP_NAME } from './staffRules';

/** Who a coupon or post belongs to, for admins: the seller's name, or the house shop when sellerId is null. */
export const OwnerField = () => (
  <ReferenceField source="sellerId" reference="staff" link={false} emptyText={HOUSE_SHOP_NAME}>
    <TextField source="name" />
  </ReferenceField>
);
