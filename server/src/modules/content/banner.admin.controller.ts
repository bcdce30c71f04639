import { Body, Controller, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { pictureRouteDescription, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { BANNER_FILES_FIELD, BannerUpload } from './banner-upload.js';
import { BANNER_SORT, BannerAdminService } from './banner-admin.service.js';
import { BannerAdminDto } from './dto/banner.response.dto.js';
import { UpdateBannerDto } from './dto/update-banner.dto.js';
import { UploadBannerDto } from './dto/upload-banner.dto.js';

/**
 * Console resource `banners`, in ra-data-simple-rest conventions; create is multipart like /api/upload, with one
 * picture. Banners are the house's home page: admins only, sellers are refused (403) and never see the resource.
 */
@ApiTags('content')
@Roles('admin')
@Controller('admin/banners')
export class BannerAdminController {
  constructor(private readonly banners: BannerAdminService) {}

  @ConsoleList(BannerAdminDto, {
    summary: 'List banners (filter category; sort position, createdAt, category); answers Content-Range',
    description:
      'Banners as the console lists them. Filters: `category`, `id` (an array of ids). Sorts: position, createdAt, ' +
      'category (default position ASC). ',
  })
  list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<BannerAdminDto[]> {
    return answerListPage(response, 'banners', query, BANNER_SORT, (parsed) => this.banners.list(parsed));
  }

  @ConsoleRoute('get', BannerAdminDto, [404], {
    summary: 'One banner',
    description:
      'One banner. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `BANNER_NOT_FOUND`.',
  })
  get(@UuidParam('id') id: string): Promise<BannerAdminDto> {
    return this.banners.get(id);
  }

  @Post()
  @BannerUpload(1)
  @ApiOperation({
    summary: 'Upload one banner picture (multipart: category, alt, link, images)',
    description: pictureRouteDescription(
      'Stores one picture sent in the multipart field `images` as a banner of `category`, with optional `alt` and ' +
        "`link`, after the category's last, and answers it as the console lists it. ",
      '; 400 `VALIDATION_FAILED` naming the field, or `BAD_REQUEST` for a second file or a file in another field.',
    ),
  })
  @ApiCreatedResponse({ type: BannerAdminDto })
  @ApiErrors(400, 401, 403)
  create(
    @Body() dto: UploadBannerDto,
    @UploadedFiles(new RequiredUploadPipe(BANNER_FILES_FIELD)) files: UploadedImageFile[],
    @CurrentUser() caller: AuthUser,
  ): Promise<BannerAdminDto> {
    return this.banners.create(caller, dto, files[0]);
  }

  @ConsoleRoute('replace', BannerAdminDto, [404], {
    summary: 'Change a banner’s category, alt text, link or position',
    description:
      'Changes the fields sent of a banner: category, alt, link, position (0 to 10000); the picture stays (upload a ' +
      'new banner to change it). Fails: 400 `VALIDATION_FAILED` (also when id is not a UUID); 404 `BANNER_NOT_FOUND`.',
  })
  update(@UuidParam('id') id: string, @Body() dto: UpdateBannerDto): Promise<BannerAdminDto> {
    return this.banners.update(id, dto);
  }

  @ConsoleRoute('delete', BannerAdminDto, [404], {
    summary: 'Delete a banner and its picture files; answers the deleted record',
    description:
      'Deletes a banner and its picture files (unless another record shows them) and answers it as it was. Fails: 400 `VALIDATION_FAILED` when id is not ' +
      'a UUID; 404 `BANNER_NOT_FOUND`.',
  })
  delete(@UuidParam('id') id: string): Promise<BannerAdminDto> {
    return this.banners.remove(id);
  }
}
