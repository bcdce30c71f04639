/** Orders and revenue of one stretch of time. */
export class SalesFigureDto {
  /** Orders that count as sales (see SalesDto). */
  orders: number;
  /** Rupees (see SalesDto for what is counted). */
  revenue: number;
}

/** One Indian calendar day of sales. */
export class DailySalesDto extends SalesFigureDto {
  /** The day in India (Asia/Kolkata), YYYY-MM-DD. */
  date: string;
}

/** A piece among the best sellers of the last 30 days. */
export class TopSellerDto {
  /** The product's id: the console links it to the product's (or the gift's) edit page. */
  _id: string;
  /** The product as it is now in the catalogue. */
  name: string;
  slug: string;
  /** Its first picture; '' when it has none. */
  image: string;
  /** A gift of the gift store: edited through /api/admin/gifts, not /api/admin/products. */
  isGift: boolean;
  /** Pieces sold. */
  units: number;
  /** Rupees: what those pieces sold for (their lines' sale price × quantity, before any coupon on the whole order). */
  revenue: number;
}

/**
 * The shop's sales over the last 30 days, by the Indian day (Asia/Kolkata) each order was placed on. An order counts
 * as a sale once it is past the payment step and not cancelled (delivery status placed, warehouse, shipped or
 * delivered): orders still waiting for their payment (pending) do not count, nor cancelled ones, whether the customer
 * or staff cancelled them (refunded or not) or they expired unpaid. Cash-on-delivery orders count from when they are
 * placed, before the cash is collected. Revenue is what the customers pay (order totals after coupons, shipping
 * included); for a seller, every figure is their own: the orders holding their pieces, and as revenue the sale value
 * of their own lines in them.
 */
export class SalesDto {
  /** The time zone of the days: Asia/Kolkata. */
  timeZone: string;
  /** The last 30 days, oldest first, today (so far) last; a day without sales has 0 orders and 0 revenue. */
  days: DailySalesDto[];
  /** Today so far, from midnight in India. */
  today: SalesFigureDto;
  /**
   * The same day of the week a week ago, from midnight up to the same time of day as now: what today so far is
   * fairly compared with.
   */
  sameTimeLastWeek: SalesFigureDto;
  /** Up to 8 pieces still in the catalogue that sold most over the 30 days, by pieces sold, then revenue. */
  topSellers: TopSellerDto[];
}
