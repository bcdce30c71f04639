import { Body, Controller, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ProductImagesResponseDto } from '../catalog/dto/uploaded-image.response.dto.js';
import { pictureRouteDescription, PicturesUploadRoute, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { BLOG_LIMITS } from './blog.rules.js';
import { BLOG_SORT, BlogAdminService } from './blog-admin.service.js';
import { BlogAdminDto } from './dto/blog.response.dto.js';
import { SaveBlogDto } from './dto/save-blog.dto.js';

/** Pictures one upload may carry: a post's own and its sections'. */
const MAX_BLOG_IMAGES_PER_UPLOAD = BLOG_LIMITS.images + BLOG_LIMITS.sections;

/**
 * Console resource `blogs`, in ra-data-simple-rest conventions; pictures are uploaded first, then saved as URLs. Admins
 * see and change every post; a seller only their own (others answer 404, as products do).
 */
@ApiTags('content')
@Roles('admin', 'seller')
@Controller('admin/blogs')
export class BlogAdminController {
  constructor(private readonly blogs: BlogAdminService) {}

  @ConsoleList(BlogAdminDto, {
    summary: 'List posts (filter q, id[]; sort createdAt, updatedAt, name); answers Content-Range',
    description:
      'Journal posts as the console lists them, with their owner (sellerId); a seller sees only their own. Filters: `q` (contained in the name or slug), `id` (an array of ids). ' +
      'Sorts: createdAt, updatedAt, name (default createdAt DESC). ',
  })
  list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BlogAdminDto[]> {
    return answerListPage(response, 'blogs', query, BLOG_SORT, (parsed) => this.blogs.list(caller, parsed));
  }

  @Post('images')
  @PicturesUploadRoute('images', MAX_BLOG_IMAGES_PER_UPLOAD, {
    summary: `Upload 1 to ${MAX_BLOG_IMAGES_PER_UPLOAD} pictures for a post (multipart field images); save the post with their urls next`,
    description: pictureRouteDescription(
      "Stores 1 to 18 pictures for a post (its own and its sections') sent in the multipart field `images`, all or " +
        "none, and answers each one's `url`, `srcset`, `width` and `height`; save the post with the urls next. They are " +
        "recorded as the caller's: a seller's posts may show only their own uploads. ",
      ' (the message names the file); 400 `VALIDATION_FAILED` for more than 18 pictures or a file in another field.',
    ),
  }, ProductImagesResponseDto)
  async uploadImages(
    @UploadedFiles(new RequiredUploadPipe('images')) files: UploadedImageFile[],
    @CurrentUser() caller: AuthUser,
  ): Promise<ProductImagesResponseDto> {
    return { images: await this.blogs.saveImages(caller, files) };
  }

  @ConsoleRoute('get', BlogAdminDto, [404], {
    summary: 'One post',
    description:
      'One journal post with its slug, owner and dates. A seller reads only their own. Fails: 400 `VALIDATION_FAILED` ' +
      "when id is not a UUID; 404 `BLOG_NOT_FOUND` (another seller's or the house's post too, for a seller).",
  })
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<BlogAdminDto> {
    return this.blogs.get(caller, id);
  }

  @ConsoleRoute('create', BlogAdminDto, [409], {
    summary: 'Publish a post (JSON, pictures as uploaded URLs)',
    description:
      'Publishes a journal post as JSON: name, paragraphs, optional sections, up to 6 pictures and a slug, all ' +
      'pictures as urls uploaded through /api/admin/blogs/images; without a slug one is made from the name, kept ' +
      "unique. A seller's post is their own and may show only their own uploads; an admin's is the house's. Fails: 400 " +
      '`VALIDATION_FAILED` naming the field (a picture that may not be used too); 409 `BLOG_SLUG_TAKEN` for a slug ' +
      'another post has.',
  })
  create(@Body() dto: SaveBlogDto, @CurrentUser() caller: AuthUser): Promise<BlogAdminDto> {
    return this.blogs.create(caller, dto);
  }

  @ConsoleRoute('replace', BlogAdminDto, [404, 409], {
    summary: 'Replace a post’s fields; pictures it no longer shows are deleted',
    description:
      "Replaces a post's fields as create takes them (the slug stays when left out); pictures it no longer shows are " +
      'deleted unless another record shows them. A seller changes only their own posts. Fails: 400 `VALIDATION_FAILED` ' +
      "(also when id is not a UUID); 404 `BLOG_NOT_FOUND` (another seller's or the house's post too, for a seller); 409 " +
      '`BLOG_SLUG_TAKEN`.',
  })
  update(@UuidParam('id') id: string, @Body() dto: SaveBlogDto, @CurrentUser() caller: AuthUser): Promise<BlogAdminDto> {
    return this.blogs.update(caller, id, dto);
  }

  @ConsoleRoute('delete', BlogAdminDto, [404], {
    summary: 'Delete a post and its picture files; answers the deleted record',
    description:
      'Deletes a journal post and answers it as it was; its pictures are deleted unless another record shows them. A ' +
      "seller deletes only their own posts. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `BLOG_NOT_FOUND` " +
      "(another seller's or the house's post too, for a seller).",
  })
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<BlogAdminDto> {
    return this.blogs.remove(caller, id);
  }
}
