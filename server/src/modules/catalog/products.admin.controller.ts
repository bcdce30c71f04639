import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ImagesUpload, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { ProductAdminDto } from './dto/product-admin.response.dto.js';
import { SaveProductDto } from './dto/save-product.dto.js';
import { ProductImagesResponseDto } from './dto/uploaded-image.response.dto.js';
import { PRODUCT_SORT, ProductsAdminService } from './products-admin.service.js';
import { UploadCountInterceptor } from './upload-count.interceptor.js';

/** Pictures one upload may carry. */
export const MAX_PRODUCT_IMAGES_PER_UPLOAD = 8;

/**
 * Console resource `products`, in ra-data-simple-rest conventions. Admins see everything; a seller sees and
 * edits only their own products.
 */
@ApiTags('catalog')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/products')
export class ProductsAdminController {
  constructor(private readonly products: ProductsAdminService) {}

  @Get()
  @ApiOperation({
    summary:
      'List products, gifts left out unless filter.isGift is true (filter q, categoryId, gender, stock out|low, sellerId (admins), isGift, id[]; sort name, price, discount, stock, createdAt, rating); answers Content-Range',
  })
  @ApiOkResponse({ type: [ProductAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductAdminDto[]> {
    const parsed = parseListQuery(query, PRODUCT_SORT);
    const { rows, total } = await this.products.list(parsed, caller);
    setContentRange(response, 'products', parsed, rows.length, total);
    return rows;
  }

  @Post('images')
  @ImagesUpload('images', MAX_PRODUCT_IMAGES_PER_UPLOAD)
  @UseInterceptors(new UploadCountInterceptor('images', MAX_PRODUCT_IMAGES_PER_UPLOAD))
  @ApiOperation({ summary: `Upload 1 to ${MAX_PRODUCT_IMAGES_PER_UPLOAD} product pictures (multipart field images); save the product with their urls next` })
  @ApiCreatedResponse({ type: ProductImagesResponseDto })
  @ApiErrors(400, 401, 403)
  async uploadImages(@UploadedFiles(new RequiredUploadPipe('images')) files: UploadedImageFile[]): Promise<ProductImagesResponseDto> {
    return { images: await this.products.saveImages(files) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One product; a gift answers 404 (it is edited through /api/admin/gifts)' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.get(id, caller);
  }

  @Post()
  @ApiOperation({ summary: 'Create a product; a seller creates it in their own shop' })
  @ApiCreatedResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 409)
  create(@Body() dto: SaveProductDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.create(dto, caller);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a product’s fields (same rules as create; optional fields left out keep their value)' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@UuidParam('id') id: string, @Body() dto: SaveProductDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.update(id, dto, caller);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a product and its picture files (carts, wishlists and reviews lose it); answers the deleted record' })
  @ApiOkResponse({ type: ProductAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.remove(id, caller);
  }
}
