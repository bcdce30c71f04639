import { Injectable } from '@nestjs/common';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { filterIds, filterText } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, mapPage } from '../../common/http/simple-rest.js';
import { keptUnlessSent, replaceProduct } from '../catalog/product-replace.js';
import { compositionValues, savingHuid } from '../catalog/product-composition.js';
import { type ProductAdminDto, toProductAdmin } from '../catalog/dto/product-admin.response.dto.js';
import { savingSlug, slugTaken } from '../catalog/slug.repository.js';
import { PicturesService } from '../storage/pictures.service.js';
import type { SaveGiftDto } from './dto/save-gift.dto.js';
import { giftErrors } from './gift.errors.js';
import { GiftRepository } from './gift.repository.js';
import { GIFT_PICTURES, GiftService, sellerScope } from './gift.service.js';

/** The console's gifts (resource `gifts`): admins every gift, a seller only their own (others answer 404). */
@Injectable()
export class GiftAdminService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: GiftRepository,
    private readonly gifts: GiftService,
    private readonly pictures: PicturesService,
  ) {}

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: ProductAdminDto[]; total: number }> {
    const filter = { q: filterText(query.filter, 'q'), ids: filterIds(query.filter) };
    return mapPage(await this.repository.list(sellerScope(caller), filter, query, listOrder(query)), toProductAdmin);
  }

  async get(caller: AuthUser, id: string): Promise<ProductAdminDto> {
    return toProductAdmin(await this.gifts.find(caller, id));
  }

  async create(caller: AuthUser, dto: SaveGiftDto): Promise<ProductAdminDto> {
    const id = await this.gifts.insert(caller, dto);
    return this.get(caller, id);
  }

  /** The console's PUT: replaces the fields (optional ones left out keep their value); dropped pictures are deleted. */
  async replace(caller: AuthUser, id: string, dto: SaveGiftDto): Promise<ProductAdminDto> {
    const dropped = await savingHuid(dto, () => savingSlug(this.transactions, 'product', dto.slug, giftErrors.slugTaken, async (manager) => {
      const gift = await this.gifts.find(caller, id, manager, true);
      if (dto.slug && dto.slug !== gift.slug && (await slugTaken(manager, 'product', dto.slug, id))) throw giftErrors.slugTaken(dto.slug);
      await this.pictures.assertUsable(dto.images, caller, GIFT_PICTURES, gift.images, manager);
      return replaceProduct(manager, id, gift, dto, async (slug) =>
        this.repository.update(
          id,
          gift,
          {
            name: dto.name,
            slug,
            categoryId: (await this.gifts.categoryOf(manager, { categoryId: dto.categoryId })) ?? gift.categoryId,
            ...(await compositionValues(manager, dto, gift)),
            ...keptUnlessSent(dto, gift),
            gender: dto.gender ?? gift.gender,
          },
          manager,
        ),
      );
    }));
    await this.pictures.deleteUnreferenced(dropped);
    return this.get(caller, id);
  }

  /** Deletes the gift, then its picture files that nothing else shows; answers the deleted record. */
  async remove(caller: AuthUser, id: string): Promise<ProductAdminDto> {
    return toProductAdmin(await this.gifts.remove(caller, id));
  }
}
