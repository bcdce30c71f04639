import { Chip } from '@mui/material';
import { DataTable, List, SearchInput, TextField, useRecordContext } from 'react-admin';
import { CreateActions } from '../../layout/CreateActions';
import { DateColumn } from '../../layout/DateColumn';
import { FlagFilter } from '../../layout/FlagFilter';
import { OwnerColumn } from '../staff/OwnerField';
import { couponStatus } from './couponRules';
import type { Coupon } from './types';

const Column = DataTable.Col<Coupon>;
const NumberColumn = DataTable.NumberCol<Coupon>;

const couponFilters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Code or e-mail" />,
  <FlagFilter key="active" source="active" label="Status" alwaysOn choices={{ true: 'Active', false: 'Expired' }} />,
  <FlagFilter key="private" source="private" label="For" choices={{ false: 'Every shopper', true: 'One customer (newsletter welcome)' }} />,
];

/** Active or expired, as the shop sees the coupon now. */
export const CouponStatusField = () => {
  const coupon = useRecordContext<Coupon>();
  if (!coupon) return null;
  return couponStatus(coupon.expiresAt, new Date()) === 'active' ? (
    <Chip label="Active" color="success" size="small" variant="outlined" />
  ) : (
    <Chip label="Expired" size="small" />
  );
};

/** Every coupon for an admin, with its shop; a seller's own only (the server answers only those, and 404 for others). */
export const CouponList = () => (
  <List<Coupon> filters={couponFilters} actions={<CreateActions withFilters />} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
    <DataTable<Coupon> rowClick="edit">
      <Column source="name" label="Code" />
      <Column source="discount" label="Discount" align="right" render={(coupon) => `${coupon.discount} %`} />
      <NumberColumn source="price" label="Minimum order" locales="en-IN" options={{ style: 'currency', currency: 'INR' }} />
      <NumberColumn source="userlimit" label="Uses per customer" disableSort />
      <NumberColumn source="uses" label="Used" disableSort />
      <Column source="email" label="For" disableSort>
        <TextField<Coupon> source="email" emptyText="Every shopper" />
      </Column>
      <DateColumn source="expiresAt" label="Expires" showTime emptyText="Never" />
      <Column label="Status" disableSort>
        <CouponStatusField />
      </Column>
      <OwnerColumn />
    </DataTable>
  </List>
);
