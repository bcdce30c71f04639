import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ProductImagesResponseDto } from '../catalog/dto/uploaded-image.response.dto.js';
import { UploadCountInterceptor } from '../catalog/upload-count.interceptor.js';
import { ImagesUpload, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { BLOG_LIMITS } from './blog.rules.js';
import { BLOG_SORT, BlogService } from './blog.service.js';
import { BlogAdminDto } from './dto/blog.response.dto.js';
import { SaveBlogDto } from './dto/save-blog.dto.js';

/** Pictures one upload may carry: a post's own and its sections'. */
const MAX_BLOG_IMAGES_PER_UPLOAD = BLOG_LIMITS.images + BLOG_LIMITS.sections;

/** Console resource `blogs`, in ra-data-simple-rest conventions; pictures are uploaded first, then saved as URLs. */
@ApiTags('content')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/blogs')
export class BlogAdminController {
  constructor(private readonly blogs: BlogService) {}

  @Get()
  @ApiOperation({ summary: 'List posts (filter q, id[]; sort createdAt, updatedAt, name); answers Content-Range' })
  @ApiOkResponse({ type: [BlogAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<BlogAdminDto[]> {
    const parsed = parseListQuery(query, BLOG_SORT);
    const { rows, total } = await this.blogs.list(parsed);
    setContentRange(response, 'blogs', parsed, rows.length, total);
    return rows;
  }

  @Post('images')
  @ImagesUpload('images', MAX_BLOG_IMAGES_PER_UPLOAD)
  @UseInterceptors(new UploadCountInterceptor('images', MAX_BLOG_IMAGES_PER_UPLOAD))
  @ApiOperation({ summary: `Upload 1 to ${MAX_BLOG_IMAGES_PER_UPLOAD} pictures for a post (multipart field images); save the post with their urls next` })
  @ApiCreatedResponse({ type: ProductImagesResponseDto })
  @ApiErrors(400, 401, 403)
  async uploadImages(@UploadedFiles(new RequiredUploadPipe('images')) files: UploadedImageFile[]): Promise<ProductImagesResponseDto> {
    return { images: await this.blogs.saveImages(files) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One post' })
  @ApiOkResponse({ type: BlogAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string): Promise<BlogAdminDto> {
    return this.blogs.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Publish a post (JSON, pictures as uploaded URLs)' })
  @ApiCreatedResponse({ type: BlogAdminDto })
  @ApiErrors(400, 401, 403, 409)
  create(@Body() dto: SaveBlogDto): Promise<BlogAdminDto> {
    return this.blogs.create(dto);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace a post’s fields; pictures it no longer shows are deleted' })
  @ApiOkResponse({ type: BlogAdminDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@UuidParam('id') id: string, @Body() dto: SaveBlogDto): Promise<BlogAdminDto> {
    return this.blogs.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a post and its picture files; answers the deleted record' })
  @ApiOkResponse({ type: BlogAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<BlogAdminDto> {
    return this.blogs.remove(id);
  }
}
