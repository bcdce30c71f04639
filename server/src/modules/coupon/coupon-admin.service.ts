import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterBoolean, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listSort, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { toPaise } from '../../common/money.js';
import { couponErrors } from './coupon.errors.js';
import { type CouponListFilter, CouponRepository, isCodeTaken } from './coupon.repository.js';
import { isExpired, normaliseCode } from './coupon.rules.js';
import type { AddCouponDto } from './dto/add-coupon.dto.js';
import {
  type AddCouponResponseDto,
  type CouponAdminDto,
  type DeleteCouponResponseDto,
  toCouponAdminDto,
  toCouponDto,
} from './dto/coupon.response.dto.js';
import type { UpdateCouponDto } from './dto/update-coupon.dto.js';
import type { Coupon } from './entities/coupon.entity.js';

/** A seller's coupons are theirs alone; an admin's reach is every coupon. */
function sellerScope(caller: AuthUser): string | undefined {
  return caller.role === 'seller' ? caller.id : undefined;
}

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const COUPON_SORT = listSort(
  { name: 'c.code', code: 'c.code', discount: 'c.discount', price: 'c.min_order_paise', createdAt: 'c.created_at', expiresAt: 'c.expires_at' },
  'c.id',
  NEWEST_FIRST,
);

/**
 * Staff's coupons (the console resource `coupons`, and the storefront's add-coupon and delete-coupon): admins manage
 * every coupon (a new one is the house's); a seller makes coupons of their own and sees, changes and deletes only
 * those (another's, the house's and the newsletter's private ones answer 404, as products do).
 */
@Injectable()
export class CouponAdminService {
  constructor(private readonly coupons: CouponRepository) {}

  async add(caller: AuthUser, dto: AddCouponDto): Promise<AddCouponResponseDto> {
    return { message: 'Coupon created', coupon: toCouponDto(await this.insert(caller, dto)) };
  }

  async create(caller: AuthUser, dto: AddCouponDto): Promise<CouponAdminDto> {
    return toCouponAdminDto(await this.insert(caller, dto), 0);
  }

  async delete(caller: AuthUser, id: string): Promise<DeleteCouponResponseDto> {
    await this.remove(caller, id);
    return { message: 'Coupon deleted', couponId: id };
  }

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: CouponAdminDto[]; total: number }> {
    const filter: CouponListFilter = {
      sellerId: sellerScope(caller),
      q: filterText(query.filter, 'q'),
      active: filterBoolean(query.filter, 'active'),
      // {"private": true}: the newsletter's coupons, each for one e-mail; false: the shop-wide codes.
      personal: filterBoolean(query.filter, 'private'),
      ids: filterIds(query.filter),
    };
    const { rows, total } = await this.coupons.list(query, filter);
    const uses = await this.coupons.usesOf(rows.map((coupon) => coupon.id));
    return { rows: rows.map((coupon) => toCouponAdminDto(coupon, uses.get(coupon.id) ?? 0)), total };
  }

  async get(caller: AuthUser, id: string): Promise<CouponAdminDto> {
    const coupon = await this.find(caller, id);
    return toCouponAdminDto(coupon, await this.usesOf(id));
  }

  async update(caller: AuthUser, id: string, dto: UpdateCouponDto): Promise<CouponAdminDto> {
    const coupon = await this.find(caller, id);
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    // An expiry already past may come back unchanged from the edit form; a new one must lie ahead.
    const unchanged = expiresAt !== null && coupon.expiresAt !== null && expiresAt.getTime() === coupon.expiresAt.getTime();
    if (expiresAt && !unchanged && isExpired({ expiresAt })) throw couponErrors.expiryInPast();
    const code = normaliseCode(dto.name);
    if (await this.coupons.codeExists(code, id)) throw couponErrors.codeTaken();
    Object.assign(coupon, { code, discount: dto.discount, minOrderPaise: toPaise(dto.price), userLimit: dto.userlimit, expiresAt });
    try {
      const saved = await this.coupons.save(coupon);
      return toCouponAdminDto(saved, await this.usesOf(id));
    } catch (error) {
      if (isCodeTaken(error)) throw couponErrors.codeTaken();
      throw error;
    }
  }

  async remove(caller: AuthUser, id: string): Promise<CouponAdminDto> {
    const coupon = await this.find(caller, id);
    const uses = await this.usesOf(id);
    await this.coupons.delete(id);
    return toCouponAdminDto(coupon, uses);
  }

  private async usesOf(id: string): Promise<number> {
    return (await this.coupons.usesOf([id])).get(id) ?? 0;
  }

  /** A coupon by id; a seller finds only their own (any other is as unknown as a code never made). */
  private async find(caller: AuthUser, id: string): Promise<Coupon> {
    const coupon = await this.coupons.findById(id, sellerScope(caller));
    if (!coupon) throw couponErrors.notFound();
    return coupon;
  }

  /** A new shop-wide coupon, the caller's when a seller makes it and the house's when an admin does. */
  private async insert(caller: AuthUser, dto: AddCouponDto): Promise<Coupon> {
    const expiresAt = dto.expiresAt ? new Date(dto.expiresAt) : null;
    if (expiresAt && isExpired({ expiresAt })) throw couponErrors.expiryInPast();
    const code = normaliseCode(dto.name);
    if (await this.coupons.codeExists(code)) throw couponErrors.codeTaken();
    try {
      return await this.coupons.insert({
        code,
        discount: dto.discount,
        minOrderPaise: toPaise(dto.price),
        userLimit: dto.userlimit,
        expiresAt,
        sellerId: caller.role === 'seller' ? caller.id : null,
      });
    } catch (error) {
      // Two staff adding one code at once: the unique index on upper(code) decides.
      if (isCodeTaken(error)) throw couponErrors.codeTaken();
      throw error;
    }
  }
}
