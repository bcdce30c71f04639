import { Body, Controller, Delete, Get, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { pictureRouteDescription } from '../storage/image-upload.js';
import { type BlogFiles, BlogUpload } from './blog-upload.js';
import { BlogAdminService } from './blog-admin.service.js';
import { BlogService } from './blog.service.js';
import { AddBlogDto } from './dto/add-blog.dto.js';
import { AddBlogResponseDto, BlogResponseDto, BlogsResponseDto, DeleteBlogResponseDto } from './dto/blog.response.dto.js';
import { GetBlogsQueryDto } from './dto/get-blogs-query.dto.js';

/** The storefront's blog calls (spec 7): staff publish and delete, everyone reads and searches. */
@ApiTags('content')
@Controller()
export class BlogController {
  constructor(
    private readonly blogs: BlogService,
    private readonly blogsAdmin: BlogAdminService,
  ) {}

  @Post('blog-add')
  @Roles('admin', 'seller')
  @BlogUpload()
  @ApiOperation({
    summary: 'Publish a post (staff): multipart with pictures, or JSON with uploaded picture URLs; a slug given is used when free, else made from the name',
    description: pictureRouteDescription(
      'Publishes a journal post from `name`, `description` (its paragraphs) and optional `additionalDescription` ' +
        'sections (heading, description, picture), with up to 6 pictures of its own (the first is the cover). As ' +
        'multipart, pictures come as files in `images` and `sectionImages` (each given, in order, to the next section ' +
        'without a picture) and the lists as JSON text; as JSON, pictures are urls already uploaded under ' +
        '/uploads/blogs/. A `slug` given (lower-case letters and digits joined by dashes) is used when no other post ' +
        "has it; left out, it is made from the name, kept unique. A seller's post is their own (an admin's is the house's); " +
        "picture urls must be journal uploads, a seller's their own. Files are kept all or none. ",
      ' (the message names the file); 400 `VALIDATION_FAILED` naming the field (more than 6 pictures in all, more ' +
        'section pictures than sections without one, or files in another field too); 409 `BLOG_SLUG_TAKEN` when another ' +
        'post has the slug given.',
    ),
  })
  @ApiCreatedResponse({ type: AddBlogResponseDto })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddBlogDto, @UploadedFiles() files: BlogFiles | undefined, @CurrentUser() caller: AuthUser): Promise<AddBlogResponseDto> {
    return this.blogsAdmin.add(caller, dto, files ?? {});
  }

  @Public()
  @Get('blog-gets')
  @ApiOperation({
    summary: 'One page of posts, newest first; q searches names and text (half-typed words match)',
    description:
      'One page of journal posts as `blogData`, with `total`, `page` and `perPage` (1 to 100, default 20): newest ' +
      'first, or with `q` the posts whose name, paragraphs or sections hold its words, best first (half-typed words of ' +
      '3 letters or more match; shorter text is looked for as typed). Fails: 400 `VALIDATION_FAILED` naming the ' +
      'parameter.',
  })
  @ApiOkResponse({ type: BlogsResponseDto })
  @ApiErrors(400)
  list(@Query() query: GetBlogsQueryDto): Promise<BlogsResponseDto> {
    return this.blogs.listPublic(query);
  }

  @Public()
  @Get('single-blog/:slugOrId')
  @ApiOperation({
    summary: 'One post by its slug, a slug it had before, or its id',
    description:
      'One journal post as `blogData`, by its slug, by a slug it had before (the answer carries its current slug), or ' +
      'by its id when the key is a UUID. Fails: 404 `BLOG_NOT_FOUND`.',
  })
  @ApiOkResponse({ type: BlogResponseDto })
  @ApiErrors(404)
  get(@Param('slugOrId') slugOrId: string): Promise<BlogResponseDto> {
    return this.blogs.getPublic(slugOrId);
  }

  @Delete('blog/:id')
  @Roles('admin', 'seller')
  @ApiOperation({
    summary: 'Delete a post and its picture files (staff)',
    description:
      'Deletes a journal post and answers its id as `blogId`; its pictures are deleted unless another record shows them. ' +
      "A seller deletes only their own posts. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `BLOG_NOT_FOUND` " +
      "(another seller's or the house's post too, for a seller).",
  })
  @ApiOkResponse({ type: DeleteBlogResponseDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<DeleteBlogResponseDto> {
    return this.blogsAdmin.delete(caller, id);
  }
}
