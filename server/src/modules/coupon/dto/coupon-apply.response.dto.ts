/** What the coupon takes off the caller's cart (or Buy Now item), all in rupees. */
export class ApplyCouponResponseDto {
  /** 'Coupon applied' */
  message: string;
  /** The code, upper-case. */
  code: string;
  /** Percent off. */
  discount: number;
  /** Rupees: the cart's in-stock total (or the Buy Now item's price × quantity) before the coupon. */
  price: number;
  /** Rupees taken off: floor of price × discount / 100, to the paisa. */
  couponDiscount: number;
  /** Rupees to pay: price − couponDiscount + shipping (free). */
  total: number;
}
