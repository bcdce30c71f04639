import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ImageUpload, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { CATEGORY_SORT, CategoriesAdminService } from './categories-admin.service.js';
import { CategoryAdminDto } from './dto/category-admin.response.dto.js';
import { SaveCategoryDto } from './dto/save-category.dto.js';
import { UploadedImageDto } from './dto/uploaded-image.response.dto.js';
import { UploadCountInterceptor } from './upload-count.interceptor.js';

/** Console resource `categories`, in ra-data-simple-rest conventions: staff read, admins write. */
@ApiTags('catalog')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/categories')
export class CategoriesAdminController {
  constructor(private readonly categories: CategoriesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'List categories (filter q, id[]; sort position, name); answers Content-Range' })
  @ApiOkResponse({ type: [CategoryAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<CategoryAdminDto[]> {
    const parsed = parseListQuery(query, CATEGORY_SORT);
    const { rows, total } = await this.categories.list(parsed);
    setContentRange(response, 'categories', parsed, rows.length, total);
    return rows;
  }

  @Post('image')
  @Roles('admin')
  @ImageUpload('image')
  @UseInterceptors(new UploadCountInterceptor('image', 1))
  @ApiOperation({ summary: 'Upload a category picture (multipart field image); save the category with its url next' })
  @ApiCreatedResponse({ type: UploadedImageDto })
  @ApiErrors(400, 401, 403)
  uploadImage(@UploadedFile(new RequiredUploadPipe('image')) file: UploadedImageFile): Promise<UploadedImageDto> {
    return this.categories.saveImage(file);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One category' })
  @ApiOkResponse({ type: CategoryAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string): Promise<CategoryAdminDto> {
    return this.categories.get(id);
  }

  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Create a category; the slug follows the name when left out' })
  @ApiCreatedResponse({ type: CategoryAdminDto })
  @ApiErrors(400, 401, 403, 409)
  create(@Body() dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    return this.categories.create(dto);
  }

  @Put(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Replace a category’s fields (same rules as create)' })
  @ApiOkResponse({ type: CategoryAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@UuidParam('id') id: string, @Body() dto: SaveCategoryDto): Promise<CategoryAdminDto> {
    return this.categories.update(id, dto);
  }

  @Delete(':id')
  @Roles('admin')
  @ApiOperation({ summary: 'Delete an empty category and its picture (409 while it has products); answers the deleted record' })
  @ApiOkResponse({ type: CategoryAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  delete(@UuidParam('id') id: string): Promise<CategoryAdminDto> {
    return this.categories.remove(id);
  }
}
