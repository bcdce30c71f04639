import { Body, Controller, Delete, Get, Post, Put, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ProductAdminDto } from '../catalog/dto/product-admin.response.dto.js';
import { SaveGiftDto } from './dto/save-gift.dto.js';
import { GIFT_SORT, GiftService } from './gift.service.js';

/**
 * Console resource `gifts`, in ra-data-simple-rest conventions (JSON; pictures uploaded first through
 * POST /api/admin/products/images). Admins see every gift; a seller sees and edits only their own.
 */
@ApiTags('gift')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/gifts')
export class GiftAdminController {
  constructor(private readonly gifts: GiftService) {}

  @Get()
  @ApiOperation({ summary: 'List gifts (filter q, id[]; sort name, price, discount, stock, createdAt, rating); answers Content-Range' })
  @ApiOkResponse({ type: [ProductAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductAdminDto[]> {
    const parsed = parseListQuery(query, GIFT_SORT);
    const { rows, total } = await this.gifts.list(parsed, caller);
    setContentRange(response, 'gifts', parsed, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One gift' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.get(id, caller);
  }

  @Post()
  @ApiOperation({ summary: "Create a gift, shown under the category given ('Gifts' when none); a seller creates it in their own shop" })
  @ApiCreatedResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 409)
  create(@Body() dto: SaveGiftDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.create(dto, caller);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a gift’s fields (optional fields left out keep their value); pictures dropped are deleted' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@UuidParam('id') id: string, @Body() dto: SaveGiftDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.replace(id, dto, caller);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a gift and its picture files unless an order line still shows them; answers the deleted record' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.remove(id, caller);
  }
}
