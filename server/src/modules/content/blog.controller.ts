import { Body, Controller, Delete, Get, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { type BlogFiles, BlogUpload } from './blog-upload.js';
import { BlogService } from './blog.service.js';
import { AddBlogDto } from './dto/add-blog.dto.js';
import { AddBlogResponseDto, BlogResponseDto, BlogsResponseDto, DeleteBlogResponseDto } from './dto/blog.response.dto.js';
import { GetBlogsQueryDto } from './dto/get-blogs-query.dto.js';

/** The storefront's blog calls (spec 7): staff publish and delete, everyone reads and searches. */
@ApiTags('content')
@Controller()
export class BlogController {
  constructor(private readonly blogs: BlogService) {}

  @Post('blog-add')
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @BlogUpload()
  @ApiOperation({
    summary: 'Publish a post (staff): multipart with pictures, or JSON with uploaded picture URLs; a slug given is used when free (409 when another post has it), else made from the name, unique',
  })
  @ApiCreatedResponse({ type: AddBlogResponseDto })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddBlogDto, @UploadedFiles() files: BlogFiles | undefined): Promise<AddBlogResponseDto> {
    return this.blogs.add(dto, files ?? {});
  }

  @Public()
  @Get('blog-gets')
  @ApiOperation({ summary: 'One page of posts, newest first; q searches names and text (half-typed words match)' })
  @ApiOkResponse({ type: BlogsResponseDto })
  @ApiErrors(400)
  list(@Query() query: GetBlogsQueryDto): Promise<BlogsResponseDto> {
    return this.blogs.listPublic(query);
  }

  @Public()
  @Get('single-blog/:slugOrId')
  @ApiOperation({ summary: 'One post by its slug or id' })
  @ApiOkResponse({ type: BlogResponseDto })
  @ApiErrors(404)
  get(@Param('slugOrId') slugOrId: string): Promise<BlogResponseDto> {
    return this.blogs.getPublic(slugOrId);
  }

  @Delete('blog/:id')
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a post and its picture files (staff)' })
  @ApiOkResponse({ type: DeleteBlogResponseDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<DeleteBlogResponseDto> {
    return this.blogs.delete(id);
  }
}
