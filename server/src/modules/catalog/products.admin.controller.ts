import { Body, Controller, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { pictureRouteDescription, PicturesUploadRoute, RequiredUploadPipe, type UploadedImageFile } from '../storage/image-upload.js';
import { ProductAdminDto } from './dto/product-admin.response.dto.js';
import { SaveProductDto } from './dto/save-product.dto.js';
import { ProductImagesResponseDto } from './dto/uploaded-image.response.dto.js';
import { PRODUCT_SORT, ProductsAdminService } from './products-admin.service.js';

/** Pictures one upload may carry. */
export const MAX_PRODUCT_IMAGES_PER_UPLOAD = 8;

/**
 * Console resource `products`, in ra-data-simple-rest conventions. Admins see everything; a seller sees and
 * edits only their own products.
 */
@ApiTags('catalog')
@Roles('admin', 'seller')
@Controller('admin/products')
export class ProductsAdminController {
  constructor(private readonly products: ProductsAdminService) {}

  @ConsoleList(ProductAdminDto, {
    summary:
      'List products, gifts left out unless filter.isGift is true (filter q, categoryId, gender, stock out|low, sellerId (admins), isGift, id[]; sort name, price, discount, stock, createdAt, rating); answers Content-Range',
    description:
      "The console's products; gifts only with `filter.isGift` true (they are edited through /api/admin/gifts). A " +
      'seller sees only their own. Filters: `q` (contained in name or brand), `categoryId`, `gender`, `stock` (`out`: ' +
      "none left, `low`: 5 or fewer), `sellerId` (admins only; null for the house shop's), `isGift`, `id` (an array of " +
      'ids). Sorts: name, price, discount, stock, createdAt, rating, id (default createdAt DESC). ',
  })
  list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductAdminDto[]> {
    return answerListPage(response, 'products', query, PRODUCT_SORT, (parsed) => this.products.list(caller, parsed));
  }

  @Post('images')
  @PicturesUploadRoute('images', MAX_PRODUCT_IMAGES_PER_UPLOAD, {
    summary: `Upload 1 to ${MAX_PRODUCT_IMAGES_PER_UPLOAD} product pictures (multipart field images); save the product with their urls next`,
    description: pictureRouteDescription(
      "Stores 1 to 8 pictures sent in the multipart field `images`, all or none, and answers each one's `url`, " +
        '`srcset`, `width` and `height`; save a product with the urls next. The pictures are recorded as the ' +
        "caller's: a seller's products may show only their own uploads. ",
      '; 400 `VALIDATION_FAILED` for more than 8 pictures or a file in another field.',
    ),
  }, ProductImagesResponseDto)
  async uploadImages(
    @UploadedFiles(new RequiredUploadPipe('images')) files: UploadedImageFile[],
    @CurrentUser() caller: AuthUser,
  ): Promise<ProductImagesResponseDto> {
    return { images: await this.products.saveImages(caller, files) };
  }

  @ConsoleRoute('get', ProductAdminDto, [404], {
    summary: 'One product; a gift answers 404 (it is edited through /api/admin/gifts)',
    description:
      'One product as the console edits it, with its category and owner (sellerId, shopName). A seller reads only ' +
      "their own. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `PRODUCT_NOT_FOUND` (another seller's " +
      'product too) or `PRODUCT_IS_GIFT` for a gift.',
  })
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.get(caller, id);
  }

  @ConsoleRoute('create', ProductAdminDto, [409], {
    summary: 'Create a product; a seller creates it in their own shop',
    description:
      'Creates a product from name, categoryId, gender, price in rupees and 1 to 12 picture urls uploaded through POST ' +
      "/api/admin/products/images (a seller's own uploads only; admins any product picture), with brand, " +
      'description, points, discount, stock, colors, sizes and slug optional; without a slug, one is made from the ' +
      "name and kept unique. A seller's product is their own, under their shop name; an admin may set sellerId (a " +
      "seller's id, or null for the house shop) and shopName. What the piece is made of is optional too: pricing " +
      '(fixed, the default, or rate_linked), purity, netWeight (g), makingKind and makingValue, charges, hsn (default ' +
      '7113 with a purity, 7117 without) and huid; a rate-linked piece is priced from today\'s rate for its purity (a ' +
      'price sent is ignored). Fails: 400 `VALIDATION_FAILED` naming the field (an ' +
      'unknown categoryId or sellerId, or a picture that is not a product upload of the caller, too; a rate-linked piece ' +
      'without a purity or weight, a HUID on a piece of no metal, a making percent over 100); 400 `RATE_NOT_SET` when ' +
      "the purity of a rate-linked piece has no rate today; 403 `SELLER_FIELDS_FORBIDDEN` when a seller sends another sellerId or " +
      'shopName; 409 `PRODUCT_SLUG_TAKEN` for a slug another product has, `HUID_TAKEN` for a HUID another piece carries.',
  })
  create(@Body() dto: SaveProductDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.create(caller, dto);
  }

  @ConsoleRoute('replace', ProductAdminDto, [404, 409], {
    summary: 'Replace a product’s fields (same rules as create; optional fields left out keep their value)',
    description:
      "Replaces a product's fields as create takes them; the optional ones left out keep their value. Pictures it no " +
      'longer lists are deleted unless another record (product, gift, category, post, banner or order line) shows them; ' +
      'pictures it already had may stay, new ones follow create\'s rule. A seller changes only ' +
      'their own products and cannot give them to another seller or shop. Fails: 400 `VALIDATION_FAILED` (also when id ' +
      'is not a UUID); 400 `RATE_NOT_SET`; 403 `SELLER_FIELDS_FORBIDDEN`; 404 `PRODUCT_NOT_FOUND` or `PRODUCT_IS_GIFT`; 409 ' +
      '`PRODUCT_SLUG_TAKEN` or `HUID_TAKEN`. A rate-linked piece is priced again at today\'s rate.',
  })
  update(@UuidParam('id') id: string, @Body() dto: SaveProductDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.update(caller, id, dto);
  }

  @ConsoleRoute('delete', ProductAdminDto, [404], {
    summary: 'Delete a product and its picture files (carts, wishlists and reviews lose it); answers the deleted record',
    description:
      'Deletes a product and answers it as it was: carts, wishlists and reviews lose it, orders keep their lines. Its ' +
      'pictures are deleted unless another record (product, gift, category, post, banner or order line) shows them. A ' +
      'seller deletes only ' +
      'their own. Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `PRODUCT_NOT_FOUND` or `PRODUCT_IS_GIFT`.',
  })
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.products.remove(caller, id);
  }
}
