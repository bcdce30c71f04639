import { Body, Controller, Delete, Get, HttpCode, Post, Query, UploadedFile, UploadedFiles } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { QueryProductsResponseDto } from '../catalog/dto/catalog.response.dto.js';
import { RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { AddGiftDto } from './dto/add-gift.dto.js';
import { GetGiftsQueryDto } from './dto/get-gifts-query.dto.js';
import { AddGiftResponseDto, DeleteGiftResponseDto, GiftResponseDto, GiftsResponseDto, UpdateGiftResponseDto } from './dto/gift.response.dto.js';
import { GiftsForHimQueryDto } from './dto/gifts-for-him-query.dto.js';
import { UpdateGiftImageDto } from './dto/update-gift-image.dto.js';
import { UpdateGiftDto } from './dto/update-gift.dto.js';
import { GiftImageUpload, GiftUpload, NEW_IMAGE_FIELD } from './gift-upload.js';
import { GiftService } from './gift.service.js';

/** The gift store's calls (spec 7): staff add, update, replace pictures and delete; everyone reads. */
@ApiTags('gift')
@Controller()
export class GiftController {
  constructor(private readonly gifts: GiftService) {}

  @Post('gift-add')
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @GiftUpload()
  @ApiOperation({
    summary:
      'Add a gift with 1 to 6 pictures (staff): multipart with files, or JSON with uploaded picture URLs; product-shaped (slug, category, color, size); a seller adds it to their own shop',
  })
  @ApiCreatedResponse({ type: AddGiftResponseDto })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddGiftDto, @UploadedFiles() files: UploadedImageFile[] | undefined, @CurrentUser() caller: AuthUser): Promise<AddGiftResponseDto> {
    return this.gifts.add(dto, files, caller);
  }

  @Post('gift-update')
  @HttpCode(200)
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Change a gift’s fields (staff; JSON, product-shaped: slug, category, color, size); fields left out keep their value' })
  @ApiOkResponse({ type: UpdateGiftResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@Body() dto: UpdateGiftDto, @CurrentUser() caller: AuthUser): Promise<UpdateGiftResponseDto> {
    return this.gifts.update(dto, caller);
  }

  @Post('gift-image-update')
  @HttpCode(200)
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @GiftImageUpload()
  @ApiOperation({ summary: 'Replace one picture of a gift (staff; multipart oldImage, newImage, giftId): same slot, the old files deleted' })
  @ApiOkResponse({ type: UpdateGiftResponseDto })
  @ApiErrors(400, 401, 403, 404)
  updateImage(
    @Body() dto: UpdateGiftImageDto,
    @UploadedFile(new RequiredUploadPipe(NEW_IMAGE_FIELD)) file: UploadedImageFile,
    @CurrentUser() caller: AuthUser,
  ): Promise<UpdateGiftResponseDto> {
    return this.gifts.replaceImage(dto, file, caller);
  }

  @Public()
  @Get('gifts-get')
  @CachedResponse()
  @ApiOperation({ summary: 'One page of gifts, newest first, with how many there are' })
  @ApiOkResponse({ type: GiftsResponseDto })
  @ApiErrors(400)
  list(@Query() query: GetGiftsQueryDto): Promise<GiftsResponseDto> {
    return this.gifts.listPublic(query);
  }

  @Public()
  @Get('gift-get/:id')
  @CachedResponse()
  @ApiOperation({ summary: 'One gift' })
  @ApiOkResponse({ type: GiftResponseDto })
  @ApiErrors(400, 404)
  get(@UuidParam('id') id: string): Promise<GiftResponseDto> {
    return this.gifts.getPublic(id);
  }

  @Delete('gift-delete/:id')
  @Roles('admin', 'seller')
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Delete a gift and its picture files unless an order line still shows them (staff)' })
  @ApiOkResponse({ type: DeleteGiftResponseDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<DeleteGiftResponseDto> {
    return this.gifts.delete(id, caller);
  }

  @Public()
  @Get('home/gifts-for-him')
  @CachedResponse()
  @ApiOperation({ summary: 'Gifts and products for men (male or unisex), gifts first, then newest; 20 a page' })
  @ApiOkResponse({ type: QueryProductsResponseDto })
  @ApiErrors(400)
  forHim(@Query() query: GiftsForHimQueryDto): Promise<QueryProductsResponseDto> {
    return this.gifts.forHim(query.page);
  }
}
