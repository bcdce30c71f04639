import { Body, Controller, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/decorators.js';
import { ListQueryDto } from '../../common/dto/list-query.dto.js';
import { answerListPage, ConsoleList, ConsoleRoute } from '../../common/http/simple-rest.js';
import { UuidParam } from '../../common/http/uuid-param.js';
import { ProductAdminDto } from '../catalog/dto/product-admin.response.dto.js';
import { PRODUCT_SORT } from '../catalog/products-admin.service.js';
import { SaveGiftDto } from './dto/save-gift.dto.js';
import { GiftAdminService } from './gift-admin.service.js';

/**
 * Console resource `gifts`, in ra-data-simple-rest conventions (JSON; pictures uploaded first through
 * POST /api/admin/products/images). Admins see every gift; a seller sees and edits only their own.
 */
@ApiTags('gift')
@Roles('admin', 'seller')
@Controller('admin/gifts')
export class GiftAdminController {
  constructor(private readonly gifts: GiftAdminService) {}

  @ConsoleList(ProductAdminDto, {
    summary: 'List gifts (filter q, id[]; sort name, price, discount, stock, createdAt, rating); answers Content-Range',
    description:
      'Gifts as the console lists them, with their owner. A seller sees only their own. Filters: `q` (contained in ' +
      'name or brand), `id` (an array of ids). Sorts: name, price, discount, stock, createdAt, rating (default ' +
      'createdAt DESC). ',
  })
  list(
    @Query() query: ListQueryDto,
    @CurrentUser() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductAdminDto[]> {
    // Gifts are product rows: the console sorts them on the products' fields.
    return answerListPage(response, 'gifts', query, PRODUCT_SORT, (parsed) => this.gifts.list(caller, parsed));
  }

  @ConsoleRoute('get', ProductAdminDto, [404], {
    summary: 'One gift',
    description:
      'One gift as the console edits it. A seller reads only their own. Fails: 400 `VALIDATION_FAILED` when id is not ' +
      "a UUID; 404 `GIFT_NOT_FOUND` (also another seller's gift, or a product that is not a gift).",
  })
  get(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.get(caller, id);
  }

  @ConsoleRoute('create', ProductAdminDto, [409], {
    summary: "Create a gift, shown under the category given ('Gifts' when none); a seller creates it in their own shop",
    description:
      'Creates a gift as JSON: name and price required, the optional fields of gift-add, an optional slug (used when no ' +
      'other product has it; made from the name when left out), an optional categoryId (the category it is shown under ' +
      "besides the gift store; 'Gifts' when left out) and 1 to 6 picture urls uploaded through /api/admin/products/images. " +
      "A seller's gift is their own, under their shop name, and may show only the seller's own uploads; an admin's belongs " +
      'to the house shop. What it is made of is optional, as for a product (pricing, purity, netWeight, makingKind, ' +
      "makingValue, charges, hsn, huid; a rate-linked gift is priced from today's rate). Fails: 400 `VALIDATION_FAILED` " +
      'naming the field (an unknown categoryId, or a picture the caller may not use, too); 400 `RATE_NOT_SET`; 409 ' +
      '`GIFT_SLUG_TAKEN` for a slug another product has, `HUID_TAKEN` for a HUID another piece carries.',
  })
  create(@Body() dto: SaveGiftDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.create(caller, dto);
  }

  @ConsoleRoute('replace', ProductAdminDto, [404, 409], {
    summary: 'Replace a gift’s fields (optional fields left out keep their value); pictures dropped are deleted',
    description:
      "Replaces a gift's fields as create takes them; the optional ones left out (slug and categoryId among them) keep " +
      'their value; a replaced slug keeps leading to the gift. Pictures it no longer lists are deleted unless another ' +
      'record (product, category, post, banner or order line) shows them. A seller changes only their own gifts. Fails: 400 `VALIDATION_FAILED` ' +
      '(also when id is not a UUID, or for an unknown categoryId); 400 `RATE_NOT_SET`; 404 `GIFT_NOT_FOUND`; 409 `GIFT_SLUG_TAKEN` ' +
      'or `HUID_TAKEN`.',
  })
  update(@UuidParam('id') id: string, @Body() dto: SaveGiftDto, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.replace(caller, id, dto);
  }

  @ConsoleRoute('delete', ProductAdminDto, [404], {
    summary: 'Delete a gift and its picture files unless an order line still shows them; answers the deleted record',
    description:
      'Deletes a gift and answers it as it was: carts, wishlists and reviews lose it, orders keep their lines, and its ' +
      'pictures are deleted unless another record (product, category, post, banner or order line) shows them. A seller deletes only their own. ' +
      'Fails: 400 `VALIDATION_FAILED` when id is not a UUID; 404 `GIFT_NOT_FOUND`.',
  })
  delete(@UuidParam('id') id: string, @CurrentUser() caller: AuthUser): Promise<ProductAdminDto> {
    return this.gifts.remove(caller, id);
  }
}
