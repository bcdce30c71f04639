import { Body, Controller, Delete, Get, HttpCode, Post, Query, UploadedFile, UploadedFiles } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public, Roles } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { QueryProductsResponseDto } from '../catalog/dto/catalog.response.dto.js';
import { pictureRouteDescription, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
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
  @GiftUpload()
  @ApiOperation({
    summary:
      'Add a gift with 1 to 6 pictures (staff): multipart with files, or JSON with uploaded picture URLs; product-shaped (slug, category, color, size); a seller adds it to their own shop',
    description: pictureRouteDescription(
      'Adds a gift in the shape of a product (spec 3), as multipart or as JSON: `name` and `price` (rupees) required; ' +
        'description, points, discount, stock, gender (default unisex), brand, `color` and `size` (or colors and sizes; ' +
        'lists as JSON text or repeated fields in a form) optional; `slug` used when no other product has it, else made ' +
        "from the name, kept unique; `category`, a category's name or slug, the one the gift is shown under besides the " +
        "gift store ('Gifts' when left out). 1 to 6 pictures in all, the first the card picture: files in `images`, and " +
        "or URLs answered by POST /api/admin/products/images (a seller's own uploads only). A seller's gift is their own, under their shop name; an " +
        "admin's belongs to the house shop. What it is made of is optional (pricing, purity, netWeight, makingKind, " +
        "makingValue, charges as JSON text in a form, hsn, huid); a rate-linked gift is priced from today's rate. Files are kept all or none. ",
      ' (the message names the file); 400 `VALIDATION_FAILED` naming the field (an unknown category, a list sent ' +
        "under both its names, no or more than 6 pictures, a file in another field); 400 `RATE_NOT_SET`; 409 `GIFT_SLUG_TAKEN` or `HUID_TAKEN`.",
    ),
  })
  @ApiCreatedResponse({ type: AddGiftResponseDto })
  @ApiErrors(400, 401, 403, 409)
  add(@Body() dto: AddGiftDto, @UploadedFiles() files: UploadedImageFile[] | undefined, @CurrentUser() caller: AuthUser): Promise<AddGiftResponseDto> {
    return this.gifts.add(caller, dto, files);
  }

  @Post('gift-update')
  @HttpCode(200)
  @Roles('admin', 'seller')
  @ApiOperation({
    summary: 'Change a gift’s fields (staff; JSON, product-shaped: slug, category, color, size); fields left out keep their value',
    description:
      'Changes the fields sent of the gift `giftId` (JSON; the pictures through gift-image-update): name, slug (a ' +
      'replaced one keeps leading to the gift), category (name or slug), description, points, price, discount, ' +
      'stock, gender, brand, color/colors, size/sizes, and what it is made of (pricing, purity, netWeight, makingKind, ' +
      "makingValue, charges, hsn, huid; a rate-linked gift is priced again at today's rate). A seller changes only their own gifts. Answers the gift. " +
      'Fails: 400 `VALIDATION_FAILED` naming the field; 404 `GIFT_NOT_FOUND` (also another seller\'s gift); 409 ' +
      '`GIFT_SLUG_TAKEN`.',
  })
  @ApiOkResponse({ type: UpdateGiftResponseDto })
  @ApiErrors(400, 401, 403, 404, 409)
  update(@Body() dto: UpdateGiftDto, @CurrentUser() caller: AuthUser): Promise<UpdateGiftResponseDto> {
    return this.gifts.update(caller, dto);
  }

  @Post('gift-image-update')
  @HttpCode(200)
  @Roles('admin', 'seller')
  @GiftImageUpload()
  @ApiOperation({
    summary: 'Replace one picture of a gift (staff; multipart oldImage, newImage, giftId): same slot, the old files deleted',
    description: pictureRouteDescription(
      "Replaces one picture of a gift (multipart `giftId`, `oldImage`, one of the gift's picture urls, and the file " +
        "`newImage`): the new picture takes the old one's place, and the old files are deleted unless another record " +
        '(product, category, post, banner or order line) shows them. A seller changes only their own gifts. Answers the gift. ',
      "; 400 `VALIDATION_FAILED` naming the field (an oldImage that is not one of the gift's pictures too); 404 " +
        '`GIFT_NOT_FOUND`.',
    ),
  })
  @ApiOkResponse({ type: UpdateGiftResponseDto })
  @ApiErrors(400, 401, 403, 404)
  updateImage(
    @Body() dto: UpdateGiftImageDto,
    @UploadedFile(new RequiredUploadPipe(NEW_IMAGE_FIELD)) file: UploadedImageFile,
    @CurrentUser() caller: AuthUser,
  ): Promise<UpdateGiftResponseDto> {
    return this.gifts.replaceImage(caller, dto, file);
  }

  @Public()
  @Get('gifts-get')
  @CachedResponse({ products: (body: GiftsResponseDto) => body.gifts.map((p) => p._id) })
  @ApiOperation({
    summary: 'One page of gifts, newest first, with how many there are',
    description:
      'One page of gifts, newest first, as `gifts` with `totalgift`, how many there are; `page` from 1, `perPage` 1 to ' +
      '100 (default 20). Fails: 400 `VALIDATION_FAILED` naming the parameter.',
  })
  @ApiOkResponse({ type: GiftsResponseDto })
  @ApiErrors(400)
  list(@Query() query: GetGiftsQueryDto): Promise<GiftsResponseDto> {
    return this.gifts.listPublic(query);
  }

  @Public()
  @Get('gift-get/:id')
  @CachedResponse({ products: (body: GiftResponseDto) => [body.gift._id] })
  @ApiOperation({
    summary: 'One gift',
    description:
      'One gift, as the catalogue shows products. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 ' +
      '`GIFT_NOT_FOUND` (also for a product that is not a gift).',
  })
  @ApiOkResponse({ type: GiftResponseDto })
  @ApiErrors(400, 404)
  get(@UuidParam('id') id: string): Promise<GiftResponseDto> {
    return this.gifts.getPublic(id);
  }

  @Delete('gift-delete/:id')
  @Roles('admin', 'seller')
  @ApiOperation({
    summary: 'Delete a gift and its picture files unless an order line still shows them (staff)',
    description:
      'Deletes a gift and answers its id as `giftId`: carts, wishlists and reviews lose it, orders keep their lines, ' +
      'and its pictures are deleted unless another record (product, category, post, banner or order line) shows them. A seller deletes only their ' +
      'own gifts. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `GIFT_NOT_FOUND`.',
  })
  @ApiOkResponse({ type: DeleteGiftResponseDto })
  @ApiErrors(400, 401, 403, 404)
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<DeleteGiftResponseDto> {
    return this.gifts.delete(caller, id);
  }

  @Public()
  @Get('home/gifts-for-him')
  @CachedResponse({ products: (body: QueryProductsResponseDto) => body.products.map((p) => p._id) })
  @ApiOperation({
    summary: 'Gifts and products for men (male or unisex), gifts first, then newest; 20 a page',
    description:
      'The /gifts-for-him page: gifts and other products for men (gender male or unisex), gifts first, then newest, 20 ' +
      'a page (`page` from 1), with `totalProduct` and `parPage` like query-products. Fails: 400 `VALIDATION_FAILED` ' +
      'for a page that is not a whole number from 1 to 100000.',
  })
  @ApiOkResponse({ type: QueryProductsResponseDto })
  @ApiErrors(400)
  forHim(@Query() query: GiftsForHimQueryDto): Promise<QueryProductsResponseDto> {
    return this.gifts.forHim(query.page);
  }
}
