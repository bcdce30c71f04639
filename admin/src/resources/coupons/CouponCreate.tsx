import { Create } from 'react-admin';
import { CouponForm } from './CouponForm';
import type { Coupon } from './types';

export const CouponCreate = () => (
  <Create<Coupon> redirect="list" record={{ userlimit: 1, price: 0, expiresAt: null }}>
    <CouponForm />
  </Create>
);
