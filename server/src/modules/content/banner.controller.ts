import { Body, Controller, Delete, Get, Post, Query, UploadedFiles } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { pictureRouteDescription, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { BANNER_FILES_FIELD, BannerUpload } from './banner-upload.js';
import { BannerAdminService } from './banner-admin.service.js';
import { BannerService } from './banner.service.js';
import { BannersResponseDto, DeleteBannerResponseDto, UploadBannersResponseDto } from './dto/banner.response.dto.js';
import { GetBannersQueryDto } from './dto/get-banners-query.dto.js';
import { UploadBannerDto } from './dto/upload-banner.dto.js';

/** At most this many pictures per upload. */
const MAX_BANNER_FILES = 10;

/** The storefront's banner calls (spec 7): admins upload and delete (banners are the house's home page), everyone reads. */
@ApiTags('content')
@Controller()
export class BannerController {
  constructor(
    private readonly banners: BannerService,
    private readonly bannersAdmin: BannerAdminService,
  ) {}

  @Post('upload')
  @Roles('admin')
  @BannerUpload(MAX_BANNER_FILES)
  @ApiOperation({
    summary: 'Upload 1 to 10 banner pictures into one category (admins); all are kept or none',
    description: pictureRouteDescription(
      'Stores 1 to 10 pictures sent in the multipart field `images` as banners of one `category` (Home Page, fastivle, ' +
        "Evil Eye Elegance or Baby's Evil Eye Charms, spelt so), with optional `alt` text and `link` (a path on this " +
        "shop, or empty), after the category's last; all are kept or none. Answers them as `uploadedBanners`. Banners are " +
        'the house\'s: sellers are refused (403). ',
      ' (the message names the file); 400 `VALIDATION_FAILED` naming the field, or `BAD_REQUEST` for more than 10 ' +
        'files or a file in another field.',
    ),
  })
  @ApiErrors(400, 401, 403)
  upload(
    @Body() dto: UploadBannerDto,
    @UploadedFiles(new RequiredUploadPipe(BANNER_FILES_FIELD)) files: UploadedImageFile[],
    @CurrentUser() caller: AuthUser,
  ): Promise<UploadBannersResponseDto> {
    return this.bannersAdmin.upload(caller, dto, files);
  }

  @Public()
  @Get('get-banner')
  @ApiOperation({
    summary: 'Banners, optionally of one category, by category, position and age',
    description:
      "The storefront's banners as `bannerData` (url, srcset, alt, link, category): all of them, or those of one " +
      '`category`, by category in the order of the spec, then position, then age. Fails: 400 `VALIDATION_FAILED` for ' +
      'an unknown category.',
  })
  @ApiErrors(400)
  list(@Query() query: GetBannersQueryDto): Promise<BannersResponseDto> {
    return this.banners.listPublic(query.category);
  }

  @Delete('banner-delete/:id')
  @Roles('admin')
  @ApiOperation({
    summary: 'Delete a banner and its picture files (admins)',
    description:
      'Deletes a banner and its picture files (unless another record shows them) and answers its id as `bannerId`. ' +
      'Sellers are refused (403). Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `BANNER_NOT_FOUND`.',
  })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<DeleteBannerResponseDto> {
    return this.bannersAdmin.delete(id);
  }
}
