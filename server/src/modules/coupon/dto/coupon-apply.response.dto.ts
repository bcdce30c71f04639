/** What the coupon takes off the caller's cart (or Buy Now item), all in rupees. */
export class ApplyCouponResponseDto {
  /** 'Coupon applied' */
  message: string;
  /** The code, upper-case. */
  code: string;
  /** Percent off. */
  discount: number;
  /**
   * A seller's coupon: the shop whose pieces alone it discounts (its percent and minimum apply to their lines only).
   * null for the house's coupons, which discount the whole price.
   */
  shopName: string | null;
  /** Rupees: the cart's in-stock total (or the Buy Now item's price × quantity) before the coupon. */
  price: number;
  /**
   * Rupees taken off: floor of discount / 100 × the price (a house coupon) or × the subtotal of the coupon's shop's
   * pieces (a seller's), to the paisa.
   */
  couponDiscount: number;
  /** Rupees to pay: price − couponDiscount + shipping (free). */
  total: number;
}
