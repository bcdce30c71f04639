import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, QueryFailedError, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterBoolean, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { toPaise } from '../../common/money.js';
import { couponErrors } from './coupon.errors.js';
import { type ApplicableCoupon, type CouponScope, isExpired, normaliseCode } from './coupon.rules.js';
import type { AddCouponDto } from './dto/add-coupon.dto.js';
import {
  type AddCouponResponseDto,
  type CouponAdminDto,
  type CouponsResponseDto,
  type DeleteCouponResponseDto,
  toCouponAdminDto,
  toCouponDto,
  toLiveCouponDto,
} from './dto/coupon.response.dto.js';
import type { UpdateCouponDto } from './dto/update-coupon.dto.js';
import { Coupon } from './entities/coupon.entity.js';

const UNIQUE_VIOLATION = '23505';
const CODE_INDEX = 'uq_coupons_code';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const COUPON_SORT = listSort(
  { name: 'c.code', code: 'c.code', discount: 'c.discount', price: 'c.min_order_paise', createdAt: 'c.created_at', expiresAt: 'c.expires_at' },
  'c.id',
  { field: 'createdAt', order: 'DESC' },
);

function isCodeTaken(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === UNIQUE_VIOLATION && driverError.constraint === CODE_INDEX;
}

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
 * Discount codes: staff create, edit and delete them; shoppers see the live ones; orders apply them. Admins manage
 * every coupon (a new one is the house's); a seller makes coupons of their own and sees, changes and deletes only
 * those (another's, the house's and the newsletter's private ones answer 404, as products do).
 */
@Injectable()
export class CouponService {
  constructor(@InjectRepository(Coupon) private readonly coupons: Repository<Coupon>) {}

  async add(dto: AddCouponDto, caller: AuthUser): Promise<AddCouponResponseDto> {
    return { message: 'Coupon created', coupon: toCouponDto(await this.insert(dto, caller)) };
  }

  async create(dto: AddCouponDto, caller: AuthUser): Promise<CouponAdminDto> {
    return toCouponAdminDto(await this.insert(dto, caller), 0);
  }

  /**
   * What the product page's SPECIAL OFFERS show: shop-wide coupons that have not expired, newest first (never a private
   * one), each with the seller whose pieces alone it discounts (null for the house's).
   */
  async listLive(): Promise<CouponsResponseDto> {
    const rows = await this.coupons
      .createQueryBuilder('c')
      .leftJoin('c.seller', 's')
      .addSelect(['s.id', 's.name'])
      .where('(c.expires_at IS NULL OR c.expires_at > now())')
      .andWhere('c.email IS NULL')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
    return { couponData: rows.map(toLiveCouponDto) };
  }

  async delete(id: string, caller: AuthUser): Promise<DeleteCouponResponseDto> {
    await this.remove(id, caller);
    return { message: 'Coupon deleted', couponId: id };
  }

  async list(query: ListQuery, caller: AuthUser): Promise<{ rows: CouponAdminDto[]; total: number }> {
    const builder = this.coupons.createQueryBuilder('c');
    if (caller.role === 'seller') builder.andWhere('c.seller_id = :caller', { caller: caller.id });
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(c.code ILIKE :q OR c.email ILIKE :q)', { q: containsPattern(q) });
    const active = filterBoolean(query.filter, 'active');
    if (active === true) builder.andWhere('(c.expires_at IS NULL OR c.expires_at > now())');
    if (active === false) builder.andWhere('c.expires_at <= now()');
    // {"private": true}: the newsletter's coupons, each for one e-mail; false: the shop-wide codes.
    const personal = filterBoolean(query.filter, 'private');
    if (personal !== undefined) builder.andWhere(personal ? 'c.email IS NOT NULL' : 'c.email IS NULL');
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'c.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    const uses = await this.usesOf(rows.map((coupon) => coupon.id));
    return { rows: rows.map((coupon) => toCouponAdminDto(coupon, uses.get(coupon.id) ?? 0)), total };
  }

  async get(id: string, caller: AuthUser): Promise<CouponAdminDto> {
    const coupon = await this.find(id, caller);
    return toCouponAdminDto(coupon, (await this.usesOf([id])).get(id) ?? 0);
  }

  /** Each coupon's orders so far, cancelled ones aside (cancelling deletes the redemption); absent when none. */
  private async usesOf(ids: readonly string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = (await this.coupons.query(
      `SELECT r.coupon_id AS id, count(*)::int AS uses FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
       WHERE r.coupon_id = ANY($1::uuid[]) AND o.delivery_status <> 'cancelled' GROUP BY r.coupon_id`,
      [ids],
    )) as { id: string; uses: number }[];
    return new Map(rows.map((row) => [row.id, row.uses]));
  }

  async update(id: string, dto: UpdateCouponDto, caller: AuthUser): Promise<CouponAdminDto> {
    const coupon = await this.find(id, caller);
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    // An expiry already past may come back unchanged from the edit form; a new one must lie ahead.
    const unchanged = expiresAt !== null && coupon.expiresAt !== null && expiresAt.getTime() === coupon.expiresAt.getTime();
    if (expiresAt && !unchanged && isExpired({ expiresAt })) throw couponErrors.expiryInPast();
    const code = normaliseCode(dto.name);
    if (await this.codeExists(code, id)) throw couponErrors.codeTaken();
    Object.assign(coupon, { code, discount: dto.discount, minOrderPaise: toPaise(dto.price), userLimit: dto.userlimit, expiresAt });
    try {
      const saved = await this.coupons.save(coupon);
      return toCouponAdminDto(saved, (await this.usesOf([id])).get(id) ?? 0);
    } catch (error) {
      if (isCodeTaken(error)) throw couponErrors.codeTaken();
      throw error;
    }
  }

  async remove(id: string, caller: AuthUser): Promise<CouponAdminDto> {
    const coupon = await this.find(id, caller);
    const uses = (await this.usesOf([id])).get(id) ?? 0;
    await this.coupons.delete({ id });
    return toCouponAdminDto(coupon, uses);
  }

  /**
   * The live coupon of a code, whatever its case, for the order code; 400 INVALID_COUPON 'Invalid coupon code.'
   * when there is none. A private coupon (the newsletter's) exists only for the customer with its e-mail: for anyone
   * else, or without `customerEmail`, it is as unknown as a code never made. Answers whose pieces it discounts too
   * (a seller's coupon only theirs). Pass the order's transaction manager to read it inside that transaction.
   */
  async findApplicable(
    code: string,
    manager: EntityManager = this.coupons.manager,
    customerEmail?: string,
  ): Promise<ApplicableCoupon & CouponScope> {
    const coupon = await manager
      .getRepository(Coupon)
      .createQueryBuilder('c')
      .leftJoin('c.seller', 's')
      .addSelect(['s.id', 's.name'])
      .where('upper(c.code) = :code', { code: normaliseCode(code) })
      .andWhere('(c.expires_at IS NULL OR c.expires_at > now())')
      .getOne();
    if (!coupon || !isCouponFor(coupon, customerEmail)) throw couponErrors.invalid();
    return toApplicable(coupon);
  }

  /**
   * A new private coupon for one e-mail (the newsletter's first-purchase coupon), inside the caller's transaction:
   * `prefix` and 6 random upper-case letters or digits, drawn again in the unlikely case the code is taken.
   */
  async createPrivate(manager: EntityManager, email: string, terms: PrivateCouponTerms): Promise<Coupon> {
    for (let attempt = 1; ; attempt++) {
      const code = `${terms.prefix}${randomCode(PRIVATE_CODE_LENGTH)}`;
      // ON CONFLICT DO NOTHING: a taken code (unique index on upper(code)) leaves the transaction usable.
      const rows = (await manager.query(
        `INSERT INTO coupons (code, discount, min_order_paise, user_limit, email, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int))
         ON CONFLICT DO NOTHING RETURNING id`,
        [code, terms.discount, terms.minOrderPaise, terms.userLimit, email.trim().toLowerCase(), terms.validDays],
      )) as { id: string }[];
      if (rows[0]) return manager.getRepository(Coupon).findOneByOrFail({ id: rows[0].id });
      if (attempt >= PRIVATE_CODE_ATTEMPTS) throw new Error(`No free coupon code with prefix ${terms.prefix} after ${attempt} attempts.`);
    }
  }

  /** A coupon by id; a seller finds only their own (any other is as unknown as a code never made). */
  private async find(id: string, caller: AuthUser): Promise<Coupon> {
    const coupon = await this.coupons.findOneBy(caller.role === 'seller' ? { id, sellerId: caller.id } : { id });
    if (!coupon) throw couponErrors.notFound();
    return coupon;
  }

  /** A new shop-wide coupon, the caller's when a seller makes it and the house's when an admin does. */
  private async insert(dto: AddCouponDto, caller: AuthUser): Promise<Coupon> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && isExpired({ expiresAt })) throw couponErrors.expiryInPast();
    const code = normaliseCode(dto.name);
    if (await this.codeExists(code)) throw couponErrors.codeTaken();
    try {
      return await this.coupons.save(
        this.coupons.create({
          code,
          discount: dto.discount,
          minOrderPaise: toPaise(dto.price),
          userLimit: dto.userlimit,
          expiresAt,
          sellerId: caller.role === 'seller' ? caller.id : null,
        }),
      );
    } catch (error) {
      // Two staff adding one code at once: the unique index on upper(code) decides.
      if (isCodeTaken(error)) throw couponErrors.codeTaken();
      throw error;
    }
  }

  private async codeExists(code: string, exceptId?: string): Promise<boolean> {
    const builder = this.coupons.createQueryBuilder('c').where('upper(c.code) = :code', { code });
    if (exceptId) builder.andWhere('c.id <> :exceptId', { exceptId });
    return builder.getExists();
  }
}
