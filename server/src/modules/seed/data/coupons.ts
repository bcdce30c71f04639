import type { DemoCoupon } from './types.js';

/**
 * Shop-wide coupon codes: percent off when the order reaches `price` rupees; `userlimit` uses per customer. The
 * festive code started during the order history, the others before it.
 */
export const demoCoupons: DemoCoupon[] = [
  { name: 'WELCOME5', price: 0, discount: 5, userlimit: 1, startedDaysAgo: 120 },
  { name: 'SONA10', price: 999, discount: 10, userlimit: 3, startedDaysAgo: 120 },
  { name: 'NAZAR15', price: 1499, discount: 15, userlimit: 2, startedDaysAgo: 90 },
  { name: 'FESTIVE20', price: 4999, discount: 20, userlimit: 1, startedDaysAgo: 21, expiresInDays: 30 },
  { name: 'SHAADI8', price: 24999, discount: 8, userlimit: 1, startedDaysAgo: 75 },
];
