import { Edit } from 'react-admin';
import { CouponForm } from './CouponForm';
import type { Coupon } from './types';

// Pessimistic: a refused save (code taken, expiry past) keeps the form open with the server's sentence.
export const CouponEdit = () => (
  <Edit<Coupon> mutationMode="pessimistic" redirect="list">
    <CouponForm />
  </Edit>
);
