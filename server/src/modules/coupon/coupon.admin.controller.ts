import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { COUPON_SORT, CouponAdminService } from './coupon-admin.service.js';
import { AddCouponDto } from './dto/add-coupon.dto.js';
import { CouponAdminDto } from './dto/coupon.response.dto.js';
import { UpdateCouponDto } from './dto/update-coupon.dto.js';

/**
 * Console resource `coupons`, in ra-data-simple-rest conventions. Admins see and change every coupon; a seller only
 * their own (others answer 404, as products do).
 */
@ApiTags('coupon')
@Roles('admin', 'seller')
@Controller('admin/coupons')
export class CouponAdminController {
  constructor(private readonly coupons: CouponAdminService) {}

  @ConsoleList(CouponAdminDto, {
    summary: 'List coupons (filter q (code or e-mail), active, private; sort name, discount, price, createdAt, expiresAt); answers Content-Range',
    description:
      'Coupons with their owner (sellerId) and how many orders have used each (cancelled orders aside), private ones ' +
      '(for one e-mail, from the newsletter) included; a seller sees only their own. Filters: `q` (contained in the ' +
      'code or the e-mail), `active` (true: not expired, false: ' +
      "expired), `private` (true: the newsletter's, false: shop-wide), `id` (an array of ids). Sorts: name or code, " +
      'discount, price (minimum order), createdAt, expiresAt (default createdAt DESC). ',
  })
  list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CouponAdminDto[]> {
    return answerListPage(response, 'coupons', query, COUPON_SORT, (parsed) => this.coupons.list(caller, parsed));
  }

  @ConsoleRoute('get', CouponAdminDto, [404], {
    summary: 'One coupon',
    description:
      'One coupon with its e-mail (private coupons), owner and uses so far. A seller reads only their own. Fails: 400 ' +
      "`VALIDATION_FAILED` when id is not a UUID; 404 `COUPON_NOT_FOUND` (another seller's or the house's coupon too, " +
      'for a seller).',
  })
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<CouponAdminDto> {
    return this.coupons.get(caller, id);
  }

  @ConsoleRoute('create', CouponAdminDto, [409], {
    summary: 'Create a coupon',
    description:
      "Creates a shop-wide coupon from the fields add-coupon takes and answers it as the console lists it: a seller's " +
      "is their own, an admin's the house's. Fails: 400 " +
      '`VALIDATION_FAILED` naming the field (an expiry already past too); 409 `COUPON_CODE_TAKEN`.',
  })
  create(@Body() dto: AddCouponDto, @CurrentUser() caller: AuthUser): Promise<CouponAdminDto> {
    return this.coupons.create(caller, dto);
  }

  @ConsoleRoute('replace', CouponAdminDto, [404, 409], {
    summary: 'Replace a coupon’s fields (same rules as create)',
    description:
      "Replaces a coupon's code, discount, minimum order, per-customer limit and expiry (null or absent: never); a " +
      'private coupon keeps its e-mail. An expiry already past may come back unchanged, so an expired coupon can still ' +
      'be edited; a new one must lie ahead. Orders already placed keep their discount. A seller changes only their own ' +
      "coupons. Fails: 400 `VALIDATION_FAILED` (also when id is not a UUID); 404 `COUPON_NOT_FOUND` (another seller's " +
      "or the house's coupon too, for a seller); 409 `COUPON_CODE_TAKEN`.",
  })
  update(@UuidParam('id') id: string, @Body() dto: UpdateCouponDto, @CurrentUser() caller: AuthUser): Promise<CouponAdminDto> {
    return this.coupons.update(caller, id, dto);
  }

  @ConsoleRoute('delete', CouponAdminDto, [404], {
    summary: 'Delete a coupon; answers the deleted record',
    description:
      'Deletes a coupon and answers it as it was; orders placed with it keep their discount. A seller deletes only ' +
      "their own coupons. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `COUPON_NOT_FOUND` (another " +
      "seller's or the house's coupon too, for a seller).",
  })
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<CouponAdminDto> {
    return this.coupons.remove(caller, id);
  }
}
