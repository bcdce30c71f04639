import { readOnlyFields } from '../../../common/http/read-only.js';
import { toRupees } from '../../../common/money.js';
import type { Coupon } from '../entities/coupon.entity.js';
import type { UpdateCouponDto } from './update-coupon.dto.js';

/** A coupon as the storefront shows it (spec 3 'Coupon'). */
export class CouponDto {
  _id: string;
  /** The code, upper-case. */
  name: string;
  /** Minimum order value in rupees. */
  price: number;
  /** Percent off, 1–100. */
  discount: number;
  /** Uses allowed per customer. */
  userlimit: number;
  /** When the code stops applying; null for never. */
  expiresAt: Date | null;
}

export class AddCouponResponseDto {
  /** 'Coupon created' */
  message: string;
  coupon: CouponDto;
}

/** A live coupon as the storefront lists it: with whose pieces it discounts. */
export class LiveCouponDto extends CouponDto {
  /** A seller's coupon discounts only that seller's pieces (their id, as products answer it); null for the house's, which discount the whole order. */
  sellerId: string | null;
  /** That seller's shop; null for the house's coupons. */
  shopName: string | null;
}

export class CouponsResponseDto {
  /** Coupons that have not expired, newest first. */
  couponData: LiveCouponDto[];
}

export class DeleteCouponResponseDto {
  /** 'Coupon deleted' */
  message: string;
  couponId: string;
}

/** A coupon in the console: the storefront's fields, `id` (= `_id`) for react-admin, and its dates. */
export class CouponAdminDto extends CouponDto {
  /** Same as _id. */
  id: string;
  /** A private coupon (the newsletter's first-purchase coupon) applies only for the account with this e-mail; null for a shop-wide code. */
  email: string | null;
  /** The seller account that made the coupon and manages it; null for the house shop's (the admins', the newsletter's). */
  sellerId: string | null;
  /** Orders placed with it so far, cancelled ones aside (a cancelled order gives its use back). */
  uses: number;
  createdAt: Date;
  updatedAt: Date;
}

/** What a coupon's replace (UpdateCouponDto) takes back from the record and ignores: a private coupon's e-mail and a coupon's owner never change. */
export const COUPON_ADMIN_READ_ONLY = readOnlyFields<CouponAdminDto, UpdateCouponDto>()(['_id', 'id', 'email', 'sellerId', 'uses', 'createdAt', 'updatedAt']);

export function toCouponDto(coupon: Coupon): CouponDto {
  return {
    _id: coupon.id,
    name: coupon.code,
    price: toRupees(coupon.minOrderPaise),
    discount: coupon.discount,
    userlimit: coupon.userLimit,
    expiresAt: coupon.expiresAt,
  };
}

export function toCouponAdminDto(coupon: Coupon, uses: number): CouponAdminDto {
  return { id: coupon.id, ...toCouponDto(coupon), email: coupon.email, sellerId: coupon.sellerId, uses, createdAt: coupon.createdAt, updatedAt: coupon.updatedAt };
}

/** `coupon` with its seller loaded (`seller.name`) when it has one. */
export function toLiveCouponDto(coupon: Coupon): LiveCouponDto {
  return { ...toCouponDto(coupon), sellerId: coupon.sellerId, shopName: coupon.seller?.name ?? null };
}
