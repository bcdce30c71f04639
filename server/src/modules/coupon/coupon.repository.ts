import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, QueryFailedError, Repository } from 'typeorm';
import { containsPattern } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder } from '../../common/http/simple-rest.js';
import { paginate } from '../../database/paginate.js';
import { Coupon } from './entities/coupon.entity.js';

const UNIQUE_VIOLATION = '23505';
const CODE_INDEX = 'uq_coupons_code';

/** Whether a write failed because another coupon has the code (the unique index on upper(code)). */
export function isCodeTaken(error: unknown): boolean {
  const driverError = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driverError?.code === UNIQUE_VIOLATION && driverError.constraint === CODE_INDEX;
}

/** Which coupons a console list shows; each absent key filters nothing. */
export type CouponListFilter = {
  /** Only this seller's coupons. */
  sellerId?: string;
  /** Contained in the code or the e-mail. */
  q?: string;
  /** true: not expired; false: expired. */
  active?: boolean;
  /** true: the newsletter's, each for one e-mail; false: the shop-wide codes. */
  personal?: boolean;
  ids?: string[];
};

/** The fields of a new shop-wide coupon. */
export type NewCoupon = Pick<Coupon, 'code' | 'discount' | 'minOrderPaise' | 'userLimit' | 'expiresAt' | 'sellerId'>;

/** A private coupon's fields besides its code: for one e-mail, living `validDays` from now. */
export type NewPrivateCoupon = { discount: number; minOrderPaise: number; userLimit: number; email: string; validDays: number };

/** A one-item Buy Now's price as the coupon box reads it. */
export type ProductPriceRow = { sale_price_paise: number; seller_id: string | null };

/** The coupons' SQL. Methods taking a `manager` run inside the caller's transaction when given one. */
@Injectable()
export class CouponRepository {
  constructor(@InjectRepository(Coupon) private readonly coupons: Repository<Coupon>) {}

  /** Shop-wide coupons that have not expired, newest first, each with its seller's id and name. */
  listLive(): Promise<Coupon[]> {
    return this.coupons
      .createQueryBuilder('c')
      .leftJoin('c.seller', 's')
      .addSelect(['s.id', 's.name'])
      .where('(c.expires_at IS NULL OR c.expires_at > now())')
      .andWhere('c.email IS NULL')
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'ASC')
      .getMany();
  }

  /** One page of the console's list and the count of all it could show. */
  list(query: ListQuery, filter: CouponListFilter): Promise<{ rows: Coupon[]; total: number }> {
    const builder = this.coupons.createQueryBuilder('c');
    if (filter.sellerId) builder.andWhere('c.seller_id = :caller', { caller: filter.sellerId });
    if (filter.q) builder.andWhere('(c.code ILIKE :q OR c.email ILIKE :q)', { q: containsPattern(filter.q) });
    if (filter.active === true) builder.andWhere('(c.expires_at IS NULL OR c.expires_at > now())');
    if (filter.active === false) builder.andWhere('c.expires_at <= now()');
    if (filter.personal !== undefined) builder.andWhere(filter.personal ? 'c.email IS NOT NULL' : 'c.email IS NULL');
    if (filter.ids) builder.andWhere(filter.ids.length ? 'c.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, query, listOrder(query));
  }

  /** Each coupon's orders so far, cancelled ones aside (cancelling deletes the redemption); absent when none. */
  async usesOf(ids: readonly string[]): Promise<Map<string, number>> {
    if (!ids.length) return new Map();
    const rows = (await this.coupons.query(
      `SELECT r.coupon_id AS id, count(*)::int AS uses FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
       WHERE r.coupon_id = ANY($1::uuid[]) AND o.delivery_status <> 'cancelled' GROUP BY r.coupon_id`,
      [ids],
    )) as { id: string; uses: number }[];
    return new Map(rows.map((row) => [row.id, row.uses]));
  }

  /** How many times the customer has used the coupon on orders that are not cancelled. */
  async usesBy(couponId: string, userId: string, manager: EntityManager = this.coupons.manager): Promise<number> {
    const [row] = (await manager.query(
      `SELECT count(*)::int AS uses FROM coupon_redemptions r JOIN orders o ON o.id = r.order_id
       WHERE r.coupon_id = $1 AND r.user_id = $2 AND o.delivery_status <> 'cancelled'`,
      [couponId, userId],
    )) as { uses: number }[];
    return row?.uses ?? 0;
  }

  /** The coupon of a code (upper-case) that has not expired, with its seller's id and name; null when none. */
  findLiveByCode(code: string, manager: EntityManager = this.coupons.manager): Promise<Coupon | null> {
    return manager
      .getRepository(Coupon)
      .createQueryBuilder('c')
      .leftJoin('c.seller', 's')
      .addSelect(['s.id', 's.name'])
      .where('upper(c.code) = :code', { code })
      .andWhere('(c.expires_at IS NULL OR c.expires_at > now())')
      .getOne();
  }

  /** A coupon by id, only when `sellerId` owns it if given. */
  findById(id: string, sellerId?: string): Promise<Coupon | null> {
    return this.coupons.findOneBy(sellerId !== undefined ? { id, sellerId } : { id });
  }

  /** Whether a coupon other than `exceptId` has the code (upper-case). */
  codeExists(code: string, exceptId?: string): Promise<boolean> {
    const builder = this.coupons.createQueryBuilder('c').where('upper(c.code) = :code', { code });
    if (exceptId) builder.andWhere('c.id <> :exceptId', { exceptId });
    return builder.getExists();
  }

  insert(fields: NewCoupon): Promise<Coupon> {
    return this.coupons.save(this.coupons.create(fields));
  }

  save(coupon: Coupon): Promise<Coupon> {
    return this.coupons.save(coupon);
  }

  async delete(id: string): Promise<void> {
    await this.coupons.delete({ id });
  }

  /**
   * A private coupon with `code`, in the caller's transaction; null when the code is taken. ON CONFLICT DO NOTHING:
   * a taken code (unique index on upper(code)) leaves the transaction usable.
   */
  async insertPrivate(manager: EntityManager, code: string, fields: NewPrivateCoupon): Promise<Coupon | null> {
    const rows = (await manager.query(
      `INSERT INTO coupons (code, discount, min_order_paise, user_limit, email, expires_at)
       VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6::int))
       ON CONFLICT DO NOTHING RETURNING id`,
      [code, fields.discount, fields.minOrderPaise, fields.userLimit, fields.email, fields.validDays],
    )) as { id: string }[];
    return rows[0] ? manager.getRepository(Coupon).findOneByOrFail({ id: rows[0].id }) : null;
  }

  /** A product's sale price and seller; undefined for an unknown id. */
  async productPrice(productId: string): Promise<ProductPriceRow | undefined> {
    const [product] = (await this.coupons.query('SELECT sale_price_paise, seller_id FROM products WHERE id = $1', [productId])) as ProductPriceRow[];
    return product;
  }
}
