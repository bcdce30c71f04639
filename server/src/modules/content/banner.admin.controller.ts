import { Body, Controller, Delete, Get, Post, Put, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CONTENT_RANGE_HEADER, parseListQuery, setContentRange } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { BANNER_FILES_FIELD, BannerUpload } from './banner-upload.js';
import { BANNER_SORT, BannerService } from './banner.service.js';
import { BannerAdminDto } from './dto/banner.response.dto.js';
import { UpdateBannerDto } from './dto/update-banner.dto.js';
import { UploadBannerDto } from './dto/upload-banner.dto.js';

/** Console resource `banners`, in ra-data-simple-rest conventions; create is multipart like /api/upload, with one picture. */
@ApiTags('content')
@ApiBearerAuth()
@Roles('admin', 'seller')
@Controller('admin/banners')
export class BannerAdminController {
  constructor(private readonly banners: BannerService) {}

  @Get()
  @ApiOperation({ summary: 'List banners (filter category; sort position, createdAt, category); answers Content-Range' })
  @ApiOkResponse({ type: [BannerAdminDto], headers: CONTENT_RANGE_HEADER })
  @ApiErrors(400, 401, 403)
  async list(@Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<BannerAdminDto[]> {
    const parsed = parseListQuery(query, BANNER_SORT);
    const { rows, total } = await this.banners.list(parsed);
    setContentRange(response, 'banners', parsed, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One banner' })
  @ApiOkResponse({ type: BannerAdminDto })
  @ApiErrors(400, 401, 403, 404)
  get(@UuidParam('id') id: string): Promise<BannerAdminDto> {
    return this.banners.get(id);
  }

  @Post()
  @BannerUpload(1)
  @ApiOperation({ summary: 'Upload one banner picture (multipart: category, alt, link, images)' })
  @ApiCreatedResponse({ type: BannerAdminDto })
  @ApiErrors(400, 401, 403)
  create(
    @Body() dto: UploadBannerDto,
    @UploadedFiles(new RequiredUploadPipe(BANNER_FILES_FIELD)) files: UploadedImageFile[],
  ): Promise<BannerAdminDto> {
    return this.banners.create(dto, files[0]);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a banner’s category, alt text, link or position' })
  @ApiOkResponse({ type: BannerAdminDto })
  @ApiErrors(400, 401, 403, 404)
  update(@UuidParam('id') id: string, @Body() dto: UpdateBannerDto): Promise<BannerAdminDto> {
    return this.banners.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a banner and its picture files; answers the deleted record' })
  @ApiOkResponse({ type: BannerAdminDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string): Promise<BannerAdminDto> {
    return this.banners.remove(id);
  }
}
