import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { toRupees } from '../../common/money.js';
import { STANDARD_SHIPPING_FEE_PAISE } from '../cart/cart.rules.js';
import { CartService } from '../cart/cart.service.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { couponErrors } from './coupon.errors.js';
import { CouponRepository } from './coupon.repository.js';
import { type ApplicableCoupon, applyCouponToLines, type CouponLine } from './coupon.rules.js';
import { CouponService } from './coupon.service.js';
import type { ApplyCouponDto } from './dto/apply-coupon.dto.js';
import type { ApplyCouponResponseDto } from './dto/coupon-apply.response.dto.js';

/**
 * The coupon box (spec 5): prices the caller's cart or one Buy Now item from the database and applies a code's
 * rules: live code, whose pieces it discounts (a seller's coupon only that seller's), minimum price, and the
 * per-customer limit, which the order code checks again under the coupon's row lock when the order is placed.
 */
@Injectable()
export class CouponApplyService {
  constructor(
    private readonly repository: CouponRepository,
    private readonly coupons: CouponService,
    private readonly cart: CartService,
  ) {}

  async apply(caller: AuthUser, dto: ApplyCouponDto): Promise<ApplyCouponResponseDto> {
    if (dto.quantity !== undefined && dto.productId === undefined) throw couponErrors.quantityWithoutProduct();
    const coupon = await this.coupons.findApplicable(dto.code, undefined, caller.email);
    const lines = dto.productId ? await this.buyNowLines(dto.productId, dto.quantity ?? 1) : await this.cartLines(caller.id);
    const { pricePaise, discountPaise, totalPaise } = applyCouponToLines(lines, coupon);
    await this.assertWithinUserLimit(coupon, caller.id);
    return {
      message: 'Coupon applied',
      code: coupon.code,
      discount: coupon.discount,
      shopName: coupon.shopName,
      price: toRupees(pricePaise),
      couponDiscount: toRupees(discountPaise),
      total: toRupees(totalPaise + STANDARD_SHIPPING_FEE_PAISE),
    };
  }

  /**
   * 400 COUPON_LIMIT_REACHED when the customer's uses are already at the coupon's per-user limit. To be race-safe the
   * order code calls it holding the coupon's row lock, in the transaction that then records the use.
   */
  async assertWithinUserLimit(
    coupon: Pick<ApplicableCoupon, 'id' | 'userLimit'>,
    userId: string,
    manager?: EntityManager,
  ): Promise<void> {
    if ((await this.repository.usesBy(coupon.id, userId, manager)) >= coupon.userLimit) throw couponErrors.limitReached();
  }

  /** The cart's in-stock lines as the coupon sees them, one per shop group (the cart's own sums). */
  private async cartLines(userId: string): Promise<CouponLine[]> {
    const cart = await this.cart.cartOf(userId);
    if (cart.buy_product_item === 0) throw couponErrors.emptyCart();
    // The cart answers rupees; back to paise without drift.
    return cart.card_products.map((group) => ({ sellerId: group.sellerId, totalPaise: Math.round(group.price * 100) }));
  }

  private async buyNowLines(productId: string, quantity: number): Promise<CouponLine[]> {
    const product = await this.repository.productPrice(productId);
    if (!product) throw catalogErrors.productNotFound();
    return [{ sellerId: product.seller_id, totalPaise: product.sale_price_paise * quantity }];
  }
}
