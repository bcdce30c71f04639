import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { COUPON_SORT, CouponService } from './coupon.service.js';
import { AddCouponDto } from './dto/add-coupon.dto.js';
import { CouponAdminDto } from './dto/coupon.response.dto.js';
import { UpdateCouponDto } from './dto/update-coupon.dto.js';

/** Console resource `coupons`, in ra-data-simple-rest conventions. */
@ApiTags('coupon')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/coupons')
export class CouponAdminController {
  constructor(private readonly coupons: CouponService) {}

  @Get()
  @ApiOperation({ summary: 'List coupons (filter q (code or e-mail), active, private; sort name, discount, price, createdAt, expiresAt); answers Content-Range' })
  @ApiOkResponse({ type: [CouponAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<CouponAdminDto[]> {
    const parsed = parseListQuery(query, COUPON_SORT);
    const { rows, total } = await this.coupons.list(parsed);
    setContentRange(response, 'coupons', parsed, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One coupon' })
  @ApiOkResponse({ type: CouponAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string): Promise<CouponAdminDto> {
    return this.coupons.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Create a coupon' })
  @ApiCreatedResponse({ type: CouponAdminDto })
  @ApiErrors(400, 401, 403, 409)
  create(@Body() dto: AddCouponDto): Promise<CouponAdminDto> {
    return this.coupons.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a coupon’s fields (same rules as create)' })
  @ApiOkResponse({ type: CouponAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@UuidParam('id') id: string, @Body() dto: UpdateCouponDto): Promise<CouponAdminDto> {
    return this.coupons.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a coupon; answers the deleted record' })
  @ApiOkResponse({ type: CouponAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<CouponAdminDto> {
    return this.coupons.remove(id);
  }
}
