import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import type { ProductDto, QueryProductsResponseDto } from '../catalog/dto/catalog.response.dto.js';
import type { Product } from '../catalog/entities/product.entity.js';
import { newProductValues } from '../catalog/products.repository.js';
import { type CompositionFields, compositionValues, savingHuid } from '../catalog/product-composition.js';
import { removeProduct } from '../catalog/product-removal.js';
import { newSlug, savingSlug, slugChanged, slugTaken } from '../catalog/slug.repository.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { storageErrors } from '../storage/storage.errors.js';
import { type PictureRule, PicturesService } from '../storage/pictures.service.js';
import type { AddGiftDto } from './dto/add-gift.dto.js';
import type { GetGiftsQueryDto } from './dto/get-gifts-query.dto.js';
import type {
  AddGiftResponseDto,
  DeleteGiftResponseDto,
  GiftResponseDto,
  GiftsResponseDto,
  UpdateGiftResponseDto,
} from './dto/gift.response.dto.js';
import type { UpdateGiftImageDto } from './dto/update-gift-image.dto.js';
import type { UpdateGiftDto } from './dto/update-gift.dto.js';
import { giftErrors } from './gift.errors.js';
import { GiftRepository } from './gift.repository.js';
import { GIFT_FILES_FIELD } from './gift-upload.js';
import { GIFT_IMAGE_FOLDER, GIFT_IMAGES, GIFT_PICTURE_FOLDERS, GIFTS_PER_PAGE, isGiftsCategory, replaceInSlot } from './gift.rules.js';

/** Everything a gift is saved from, whichever call it came through (money in rupees), what it is made of included. */
type GiftFields = CompositionFields & {
  name: string;
  slug?: string;
  /** The category by id (the console) or by name or slug (spec 3's gift data); neither: Gifts. */
  categoryId?: string;
  category?: string;
  description?: string;
  points?: string[];
  discount?: number;
  stock?: number;
  gender?: Product['gender'];
  brand?: string;
  colors?: string[];
  sizes?: string[];
  images: string[];
};

/** A gift shows pictures uploaded for gifts or products: a seller's, only their own (admins any). */
export const GIFT_PICTURES: PictureRule = {
  folders: GIFT_PICTURE_FOLDERS,
  field: 'images',
  uploadedFor: 'pictures uploaded for gifts or products (POST /api/gift-add, POST /api/admin/products/images)',
};

/** The spec's color and size, or the console's colors and sizes, whichever came: one of each pair. */
function choicesOf(dto: { color?: string[]; colors?: string[]; size?: string[]; sizes?: string[] }): { colors?: string[]; sizes?: string[] } {
  if (dto.color !== undefined && dto.colors !== undefined) throw giftErrors.twoNames('color', 'colors');
  if (dto.size !== undefined && dto.sizes !== undefined) throw giftErrors.twoNames('size', 'sizes');
  return { colors: dto.color ?? dto.colors, sizes: dto.size ?? dto.sizes };
}

/**
 * The gift store. A gift is a product row flagged is_gift, shown under a category like any product ('Gifts', made on
 * first use, unless another is named), so the cart, orders, wishlist, reviews and product page take it as they take
 * any product. Admins manage every gift; a seller sees and changes only their own (others answer 404) and creates
 * gifts in their own shop.
 */
@Injectable()
export class GiftService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: GiftRepository,
    private readonly pictures: PicturesService,
  ) {}

  /**
   * POST /api/gift-add: stores the pictures sent as files (all or none), then the gift with the pictures sent as URLs
   * first; a failed save removes the stored files again (not the URLs', uploaded on their own).
   */
  async add(caller: AuthUser, dto: AddGiftDto, files: UploadedImageFile[] | undefined): Promise<AddGiftResponseDto> {
    const { color, size, colors, sizes, images = [], ...fields } = dto;
    const choices = choicesOf({ color, size, colors, sizes });
    const count = images.length + (files?.length ?? 0);
    // A form without a file keeps the upload routes' answer; JSON without a URL is told both ways.
    if (count === 0 && files) throw storageErrors.missing(GIFT_FILES_FIELD);
    if (count < GIFT_IMAGES.min || count > GIFT_IMAGES.max) throw giftErrors.imageCount();
    // The URLs are checked before any file is stored; insert checks them all again with the files, now the caller's.
    await this.pictures.assertUsable(images, caller, GIFT_PICTURES);
    const stored = await this.pictures.upload(files ?? [], GIFT_IMAGE_FOLDER, caller, giftErrors.fileRefused);
    try {
      const id = await this.insert(caller, { ...fields, ...choices, images: [...images, ...stored.map((image) => image.url)] });
      return { message: 'Gift added', gift: await this.shown(undefined, id) };
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }

  /** POST /api/gift-update: changes the fields sent, in a product's shape; the slug stays unless a new one is sent. */
  async update(caller: AuthUser, dto: UpdateGiftDto): Promise<UpdateGiftResponseDto> {
    const { giftId, price, slug, category, color, size, colors, sizes, pricing, purity, netWeight, makingKind, makingValue, charges, hsn, huid, ...rest } =
      dto;
    const composition = { price, pricing, purity, netWeight, makingKind, makingValue, charges, hsn, huid };
    const choices = choicesOf({ color, size, colors, sizes });
    const gift = await savingHuid(dto, () => savingSlug(this.transactions, 'product', slug, giftErrors.slugTaken, async (manager) => {
      const current = await this.find(caller, giftId, manager, true);
      if (slug && slug !== current.slug && (await slugTaken(manager, 'product', slug, giftId))) throw giftErrors.slugTaken(slug);
      // The other fields are named as the entity's properties.
      await this.repository.update(
        giftId,
        current,
        {
          ...rest,
          ...choices,
          slug,
          categoryId: await this.categoryOf(manager, { category }),
          ...(await compositionValues(manager, composition, current)),
        },
        manager,
      );
      if (slug !== undefined && slug !== current.slug) await slugChanged(manager, 'product', giftId, current.slug, slug);
      return this.shown(caller, giftId, manager);
    }));
    return { message: 'Gift updated', gift };
  }

  /**
   * POST /api/gift-image-update: the new picture takes the old one's slot (same index) and the old one's files are
   * deleted unless something else still shows them (another product, a past order line). The new files are removed
   * again when the swap does not happen, so every slot has exactly one set of files.
   */
  async replaceImage(caller: AuthUser, dto: UpdateGiftImageDto, file: UploadedImageFile): Promise<UpdateGiftResponseDto> {
    const current = await this.find(caller, dto.giftId);
    if (!current.images.includes(dto.oldImage)) throw giftErrors.oldImageUnknown();
    const [stored] = await this.pictures.upload([file], GIFT_IMAGE_FOLDER, caller, giftErrors.fileRefused);
    let gift: ProductDto;
    try {
      gift = await this.transactions.run(async (manager) => {
        // Locked and read again: a concurrent replace of the same slot finds the old picture gone and is refused.
        const locked = await this.find(caller, dto.giftId, manager, true);
        const images = replaceInSlot(locked.images, dto.oldImage, stored.url);
        if (!images) throw giftErrors.oldImageUnknown();
        await this.repository.setImages(dto.giftId, images, manager);
        return this.shown(caller, dto.giftId, manager);
      });
    } catch (error) {
      await this.pictures.discard([stored.url]);
      throw error;
    }
    await this.pictures.deleteUnreferenced([dto.oldImage]);
    return { message: 'Gift image updated', gift };
  }

  /** One page of gifts, newest first, in one statement. */
  async listPublic(query: GetGiftsQueryDto): Promise<GiftsResponseDto> {
    const perPage = query.perPage ?? GIFTS_PER_PAGE;
    const { products, total } = await this.repository.giftsPage({ skip: ((query.page ?? 1) - 1) * perPage, take: perPage });
    return { gifts: products, totalgift: total };
  }

  async getPublic(id: string): Promise<GiftResponseDto> {
    return { gift: await this.shown(undefined, id) };
  }

  /** DELETE /api/gift-delete/{id}: the gift goes (carts, wishlists and reviews lose it), then its pictures no order line still shows. */
  async delete(caller: AuthUser, id: string): Promise<DeleteGiftResponseDto> {
    await this.remove(caller, id);
    return { message: 'Gift deleted', giftId: id };
  }

  /** /gifts-for-him: gifts and products for men (male or unisex), gifts first, then newest, in one statement. */
  async forHim(page = 1): Promise<QueryProductsResponseDto> {
    const { products, total } = await this.repository.forHimPage({ skip: (page - 1) * GIFTS_PER_PAGE, take: GIFTS_PER_PAGE });
    return { products, totalProduct: total, parPage: GIFTS_PER_PAGE };
  }

  /** Saves a new gift (gift-add and the console's create): its category, owner, pictures and slug checked; answers its id. */
  async insert(caller: AuthUser, fields: GiftFields): Promise<string> {
    return savingHuid(fields, () => savingSlug(this.transactions, 'product', fields.slug, giftErrors.slugTaken, async (manager) => {
      const categoryId = (await this.categoryOf(manager, fields)) ?? (await this.repository.giftsCategoryId(manager));
      const owner = await this.ownerFor(manager, caller);
      await this.pictures.assertUsable(fields.images, caller, GIFT_PICTURES, [], manager);
      const slug = await newSlug(manager, 'product', fields.slug, fields.name, giftErrors.slugTaken);
      const composition = await compositionValues(manager, fields);
      const id = await this.repository.insert(newProductValues(fields, { slug, categoryId, gender: fields.gender ?? 'unisex', ...owner }, composition), manager);
      await slugChanged(manager, 'product', id, undefined, slug);
      return id;
    }));
  }

  /** Deletes the gift (gift-delete and the console's delete), then its picture files that nothing else shows; answers the deleted record. */
  async remove(caller: AuthUser, id: string): Promise<Product> {
    return removeProduct(
      this.transactions,
      this.pictures,
      (manager) => this.find(caller, id, manager, true),
      (manager) => this.repository.delete(id, manager),
    );
  }

  /**
   * The category a gift is to be shown under, when one is named: by id (the console; an unknown one is refused as a
   * product's is) or by name or slug (spec 3's gift data, as a product answers it: 'Rings'). The 'Gifts' category is
   * found even before its first gift has made it.
   */
  async categoryOf(manager: EntityManager, wanted: { categoryId?: string; category?: string }): Promise<string | undefined> {
    if (wanted.categoryId !== undefined) {
      if (!(await this.repository.categoryExists(wanted.categoryId, manager))) throw catalogErrors.unknownCategory();
      return wanted.categoryId;
    }
    if (wanted.category === undefined) return undefined;
    if (isGiftsCategory(wanted.category)) return this.repository.giftsCategoryId(manager);
    const id = await this.repository.categoryIdNamed(wanted.category, manager);
    if (!id) throw giftErrors.unknownCategory();
    return id;
  }

  /** A gift the caller may see (a seller: only their own; no caller: any), with its category; 404 otherwise. */
  async find(caller: AuthUser | undefined, id: string, manager?: EntityManager, lock = false): Promise<Product> {
    const gift = await this.repository.find(id, sellerScope(caller), lock, manager);
    if (!gift) throw giftErrors.notFound();
    return gift;
  }

  /** A gift as the catalogue shows products (PRODUCT_JSON); 404 as find. */
  private async shown(caller: AuthUser | undefined, id: string, manager?: EntityManager): Promise<ProductDto> {
    const gift = await this.repository.shown(id, sellerScope(caller), manager);
    if (!gift) throw giftErrors.notFound();
    return gift;
  }

  /** A seller's gifts are theirs, under their account's name; staff gifts belong to the house shop. */
  private async ownerFor(manager: EntityManager, caller: AuthUser): Promise<{ sellerId: string | null; shopName: string }> {
    if (caller.role !== 'seller') return { sellerId: null, shopName: HOUSE_SHOP_NAME };
    const name = await this.repository.accountName(caller.id, manager);
    return { sellerId: caller.id, shopName: (name ?? caller.name).slice(0, 120) };
  }
}

/** Whose gifts the caller reaches: a seller only their own, staff and the public every one. */
export function sellerScope(caller: AuthUser | undefined): string | undefined {
  return caller?.role === 'seller' ? caller.id : undefined;
}
