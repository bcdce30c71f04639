import type { DeliveryEstimate, DeliverySummary } from '../features/delivery/api';

/** The demo shop's delivery summary (its migration's zones): free across India, worldwide above ₹25,000. */
export const DELIVERY_SUMMARY: DeliverySummary = {
  freeAcrossIndia: true,
  indiaFreeAbove: 0,
  shipsAbroad: true,
  worldwideFreeAbove: 25000,
  abroadFeeFrom: 1200,
  abroadFeeTo: 3000,
  codLimit: 50000,
  handlingDays: 2,
  cutoffHour: 14,
  indiaTransitMinDays: 1,
  indiaTransitMaxDays: 9,
};

/** The estimate for the shop's own PIN, 302029: the Jaipur city zone, free, COD up to ₹50,000. */
export const JAIPUR_ESTIMATE: DeliveryEstimate = {
  zone: 'Jaipur city',
  kind: 'india',
  country: 'IN',
  pin: '302029',
  district: 'Jaipur',
  state: 'Rajasthan',
  dispatchBy: '2025-11-28',
  earliest: '2025-12-01',
  deliverBy: '2025-12-02',
  deliverByLabel: 'Tue, 2 Dec',
  fee: 0,
  freeAbove: null,
  shippingFee: null,
  codAvailable: true,
  codLimit: 50000,
  codNote: null,
};
