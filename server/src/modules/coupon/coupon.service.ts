import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { couponErrors } from './coupon.errors.js';
import { CouponRepository } from './coupon.repository.js';
import { type ApplicableCoupon, type CouponScope, normaliseCode } from './coupon.rules.js';
import { type CouponsResponseDto, toLiveCouponDto } from './dto/coupon.response.dto.js';
import type { Coupon } from './entities/coupon.entity.js';

/** What a private coupon is made of: the code's prefix, percent off, minimum order (paise), uses, days it lives. */
export type PrivateCouponTerms = { prefix: string; discount: number; minOrderPaise: number; userLimit: number; validDays: number };

const PRIVATE_CODE_LENGTH = 6;
const PRIVATE_CODE_ATTEMPTS = 5;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` random upper-case letters and digits, from the system's cryptographic source. */
function randomCode(length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A shop-wide coupon is for everyone; a private one only for the customer whose e-mail it carries. */
function isCouponFor(coupon: Pick<Coupon, 'email'>, customerEmail: string | undefined): boolean {
  return coupon.email === null || (customerEmail !== undefined && coupon.email === customerEmail.trim().toLowerCase());
}

function toApplicable(coupon: Coupon): ApplicableCoupon & CouponScope {
  return {
    id: coupon.id,
    sellerId: coupon.sellerId,
    // The shop a seller's pieces are sold under is the seller's account name (products-admin's default).
    shopName: coupon.seller?.name ?? null,
    code: coupon.code,
    discount: coupon.discount,
    minOrderPaise: coupon.minOrderPaise,
    userLimit: coupon.userLimit,
    expiresAt: coupon.expiresAt,
  };
}

/**
 * Discount codes on the shop's side: shoppers see the live ones, orders apply them, the newsletter makes private ones.
 * Staff's creating, editing and deleting is CouponAdminService's.
 */
@Injectable()
export class CouponService {
  constructor(private readonly coupons: CouponRepository) {}

  /**
   * What the product page's SPECIAL OFFERS show: shop-wide coupons that have not expired, newest first (never a private
   * one), each with the seller whose pieces alone it discounts (null for the house's).
   */
  async listLive(): Promise<CouponsResponseDto> {
    const rows = await this.coupons.listLive();
    return { couponData: rows.map(toLiveCouponDto) };
  }

  /**
   * The live coupon of a code, whatever its case, for the order code; 400 INVALID_COUPON 'Invalid coupon code.'
   * when there is none. A private coupon (the newsletter's) exists only for the customer with its e-mail: for anyone
   * else, or without `customerEmail`, it is as unknown as a code never made. Answers whose pieces it discounts too
   * (a seller's coupon only theirs). Pass the order's transaction manager to read it inside that transaction.
   */
  async findApplicable(code: string, manager?: EntityManager, customerEmail?: string): Promise<ApplicableCoupon & CouponScope> {
    const coupon = await this.coupons.findLiveByCode(normaliseCode(code), manager);
    if (!coupon || !isCouponFor(coupon, customerEmail)) throw couponErrors.invalid();
    return toApplicable(coupon);
  }

  /**
   * A new private coupon for one e-mail (the newsletter's first-purchase coupon), inside the caller's transaction:
   * `prefix` and 6 random upper-case letters or digits, drawn again in the unlikely case the code is taken.
   */
  async createPrivate(manager: EntityManager, email: string, terms: PrivateCouponTerms): Promise<Coupon> {
    const fields = { discount: terms.discount, minOrderPaise: terms.minOrderPaise, userLimit: terms.userLimit, email: email.trim().toLowerCase(), validDays: terms.validDays };
    for (let attempt = 1; ; attempt++) {
      const coupon = await this.coupons.insertPrivate(manager, `${terms.prefix}${randomCode(PRIVATE_CODE_LENGTH)}`, fields);
      if (coupon) return coupon;
      if (attempt >= PRIVATE_CODE_ATTEMPTS) throw new Error(`No free coupon code with prefix ${terms.prefix} after ${attempt} attempts.`);
    }
  }
}
