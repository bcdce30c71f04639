import { DataTable, ReferenceField, TextField } from 'react-admin';
import { useIsAdmin } from '../../auth/useIsAdmin';
import { HOUSE_SHOP_NAME } from './staffRules';

/** Who a coupon or post belongs to: the seller's name, or the house shop when sellerId is null. */
const OwnerField = () => (
  <ReferenceField source="sellerId" reference="staff" link={false} emptyText={HOUSE_SHOP_NAME}>
    <TextField source="name" />
  </ReferenceField>
);

/** The "Shop" column of a list of coupons or posts, for admins only: a seller sees only their own. */
export const OwnerColumn = () =>
  useIsAdmin() ? (
    <DataTable.Col source="sellerId" label="Shop" disableSort>
      <OwnerField />
    </DataTable.Col>
  ) : null;
