import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterIds, filterText } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { toPaise } from '../../common/money.js';
import { updateChanged } from '../../database/changes.js';
import { User } from '../auth/entities/user.entity.js';
import { catalogErrors } from '../catalog/catalog.errors.js';
import { toProductDto } from '../catalog/product.mapper.js';
import type { QueryProductsResponseDto } from '../catalog/dto/catalog.response.dto.js';
import { type ProductAdminDto, toProductAdmin } from '../catalog/dto/product-admin.response.dto.js';
import { Category } from '../catalog/entities/category.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { freeSlugFor, savingSlug, slugChanged, slugTaken } from '../catalog/slug.repository.js';
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
import type { SaveGiftDto } from './dto/save-gift.dto.js';
import type { UpdateGiftImageDto } from './dto/update-gift-image.dto.js';
import type { UpdateGiftDto } from './dto/update-gift.dto.js';
import { giftErrors } from './gift.errors.js';
import { GIFT_FILES_FIELD } from './gift-upload.js';
import { GIFT_IMAGE_FOLDER, GIFT_IMAGES, GIFT_PICTURE_FOLDERS, GIFTS_CATEGORY, GIFTS_PER_PAGE, isGiftsCategory, replaceInSlot } from './gift.rules.js';

/** The console's sortable fields and the columns behind them; newest first unless asked. */
export const GIFT_SORT = listSort(
  { name: 'p.name', price: 'p.price_paise', discount: 'p.discount', stock: 'p.stock', createdAt: 'p.created_at', rating: 'p.rating' },
  'p.id',
  { field: 'createdAt', order: 'DESC' },
);

/** Everything a gift is saved from, whichever call it came through (money in rupees). */
type GiftFields = {
  name: string;
  slug?: string;
  /** The category by id (the console) or by name or slug (spec 3's gift data); neither: Gifts. */
  categoryId?: string;
  category?: string;
  description?: string;
  points?: string[];
  price: number;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: PicturesService,
  ) {}

  /**
   * POST /api/gift-add: stores the pictures sent as files (all or none), then the gift with the pictures sent as URLs
   * first; a failed save removes the stored files again (not the URLs', uploaded on their own).
   */
  async add(dto: AddGiftDto, files: UploadedImageFile[] | undefined, caller: AuthUser): Promise<AddGiftResponseDto> {
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
      const id = await this.insert({ ...fields, ...choices, images: [...images, ...stored.map((image) => image.url)] }, caller);
      return { message: 'Gift added', gift: toProductDto(await this.find(this.dataSource.manager, id)) };
    } catch (error) {
      await this.pictures.discard(stored.map((image) => image.url));
      throw error;
    }
  }

  /** POST /api/gift-update: changes the fields sent, in a product's shape; the slug stays unless a new one is sent. */
  async update(dto: UpdateGiftDto, caller: AuthUser): Promise<UpdateGiftResponseDto> {
    const { giftId, price, slug, category, color, size, colors, sizes, ...rest } = dto;
    const choices = choicesOf({ color, size, colors, sizes });
    const gift = await savingSlug(this.dataSource, 'product', slug, giftErrors.slugTaken, async (manager) => {
      const current = await this.find(manager, giftId, caller, true);
      if (slug && slug !== current.slug && (await slugTaken(manager, 'product', slug, giftId))) throw giftErrors.slugTaken(slug);
      // The other fields are named as the entity's properties.
      await updateChanged(manager, Product, giftId, current, {
        ...rest,
        ...choices,
        slug,
        categoryId: await this.categoryOf(manager, { category }),
        pricePaise: price === undefined ? undefined : toPaise(price),
      });
      if (slug !== undefined && slug !== current.slug) await slugChanged(manager, 'product', giftId, current.slug, slug);
      return this.find(manager, giftId, caller);
    });
    return { message: 'Gift updated', gift: toProductDto(gift) };
  }

  /**
   * POST /api/gift-image-update: the new picture takes the old one's slot (same index) and the old one's files are
   * deleted unless something else still shows them (another product, a past order line). The new files are removed
   * again when the swap does not happen, so every slot has exactly one set of files.
   */
  async replaceImage(dto: UpdateGiftImageDto, file: UploadedImageFile, caller: AuthUser): Promise<UpdateGiftResponseDto> {
    const current = await this.find(this.dataSource.manager, dto.giftId, caller);
    if (!current.images.includes(dto.oldImage)) throw giftErrors.oldImageUnknown();
    const [stored] = await this.pictures.upload([file], GIFT_IMAGE_FOLDER, caller, giftErrors.fileRefused);
    let gift: Product;
    try {
      gift = await this.dataSource.transaction(async (manager) => {
        // Locked and read again: a concurrent replace of the same slot finds the old picture gone and is refused.
        const locked = await this.find(manager, dto.giftId, caller, true);
        const images = replaceInSlot(locked.images, dto.oldImage, stored.url);
        if (!images) throw giftErrors.oldImageUnknown();
        await manager.update(Product, { id: dto.giftId }, { images });
        return this.find(manager, dto.giftId, caller);
      });
    } catch (error) {
      await this.pictures.discard([stored.url]);
      throw error;
    }
    await this.pictures.deleteUnreferenced([dto.oldImage]);
    return { message: 'Gift image updated', gift: toProductDto(gift) };
  }

  async listPublic(query: GetGiftsQueryDto): Promise<GiftsResponseDto> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? GIFTS_PER_PAGE;
    const [rows, total] = await this.gifts(this.dataSource.manager)
      .orderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset((page - 1) * perPage)
      .limit(perPage)
      .getManyAndCount();
    return { gifts: rows.map(toProductDto), totalgift: total };
  }

  async getPublic(id: string): Promise<GiftResponseDto> {
    return { gift: toProductDto(await this.find(this.dataSource.manager, id)) };
  }

  /** DELETE /api/gift-delete/{id}: the gift goes (carts, wishlists and reviews lose it), then its pictures no order line still shows. */
  async delete(id: string, caller: AuthUser): Promise<DeleteGiftResponseDto> {
    await this.remove(id, caller);
    return { message: 'Gift deleted', giftId: id };
  }

  /** /gifts-for-him: gifts and products for men (male or unisex), gifts first, then newest. */
  async forHim(page = 1): Promise<QueryProductsResponseDto> {
    const [rows, total] = await this.dataSource
      .getRepository(Product)
      .createQueryBuilder('p')
      .innerJoinAndSelect('p.category', 'c')
      .where(`p.gender IN ('male', 'unisex')`)
      .orderBy('p.is_gift', 'DESC')
      .addOrderBy('p.created_at', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .offset((page - 1) * GIFTS_PER_PAGE)
      .limit(GIFTS_PER_PAGE)
      .getManyAndCount();
    return { products: rows.map(toProductDto), totalProduct: total, parPage: GIFTS_PER_PAGE };
  }

  async list(query: ListQuery, caller: AuthUser): Promise<{ rows: ProductAdminDto[]; total: number }> {
    const builder = this.gifts(this.dataSource.manager, caller);
    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(p.name ILIKE :q OR p.brand ILIKE :q)', { q: containsPattern(q) });
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'p.id IN (:...ids)' : 'false', { ids });
    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .offset(query.skip)
      .limit(query.take)
      .getManyAndCount();
    return { rows: rows.map(toProductAdmin), total };
  }

  async get(id: string, caller: AuthUser): Promise<ProductAdminDto> {
    return toProductAdmin(await this.find(this.dataSource.manager, id, caller));
  }

  async create(dto: SaveGiftDto, caller: AuthUser): Promise<ProductAdminDto> {
    const id = await this.insert(dto, caller);
    return this.get(id, caller);
  }

  /** The console's PUT: replaces the fields (optional ones left out keep their value); dropped pictures are deleted. */
  async replace(id: string, dto: SaveGiftDto, caller: AuthUser): Promise<ProductAdminDto> {
    const dropped = await savingSlug(this.dataSource, 'product', dto.slug, giftErrors.slugTaken, async (manager) => {
      const gift = await this.find(manager, id, caller, true);
      if (dto.slug && dto.slug !== gift.slug && (await slugTaken(manager, 'product', dto.slug, id))) throw giftErrors.slugTaken(dto.slug);
      await this.pictures.assertUsable(dto.images, caller, GIFT_PICTURES, gift.images, manager);
      const slug = dto.slug ?? gift.slug;
      await updateChanged(manager, Product, id, gift, {
        name: dto.name,
        slug,
        categoryId: (await this.categoryOf(manager, { categoryId: dto.categoryId })) ?? gift.categoryId,
        description: dto.description ?? gift.description,
        points: dto.points ?? gift.points,
        pricePaise: toPaise(dto.price),
        discount: dto.discount ?? gift.discount,
        stock: dto.stock ?? gift.stock,
        gender: dto.gender ?? gift.gender,
        brand: dto.brand ?? gift.brand,
        colors: dto.colors ?? gift.colors,
        sizes: dto.sizes ?? gift.sizes,
        images: dto.images,
      });
      if (slug !== gift.slug) await slugChanged(manager, 'product', id, gift.slug, slug);
      return gift.images.filter((url) => !dto.images.includes(url));
    });
    await this.pictures.deleteUnreferenced(dropped);
    return this.get(id, caller);
  }

  /** Deletes the gift, then its picture files that nothing else shows; answers the deleted record. */
  async remove(id: string, caller: AuthUser): Promise<ProductAdminDto> {
    const gift = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, caller, true);
      await manager.delete(Product, { id });
      return found;
    });
    await this.pictures.deleteUnreferenced(gift.images);
    return toProductAdmin(gift);
  }

  private async insert(fields: GiftFields, caller: AuthUser): Promise<string> {
    return savingSlug(this.dataSource, 'product', fields.slug, giftErrors.slugTaken, async (manager) => {
      const categoryId = (await this.categoryOf(manager, fields)) ?? (await this.giftsCategoryId(manager));
      const owner = await this.ownerFor(manager, caller);
      await this.pictures.assertUsable(fields.images, caller, GIFT_PICTURES, [], manager);
      let slug = fields.slug;
      if (slug && (await slugTaken(manager, 'product', slug))) throw giftErrors.slugTaken(slug);
      slug ??= await freeSlugFor(manager, 'product', fields.name);
      const result = await manager.insert(Product, {
        name: fields.name,
        slug,
        categoryId,
        brand: fields.brand ?? '',
        description: fields.description ?? '',
        points: fields.points ?? [],
        gender: fields.gender ?? 'unisex',
        pricePaise: toPaise(fields.price),
        discount: fields.discount ?? 0,
        stock: fields.stock ?? 0,
        images: fields.images,
        colors: fields.colors ?? [],
        sizes: fields.sizes ?? [],
        sellerId: owner.sellerId,
        shopName: owner.shopName,
        isGift: true,
      });
      const id = (result.identifiers[0] as { id: string }).id;
      await slugChanged(manager, 'product', id, undefined, slug);
      return id;
    });
  }

  /**
   * The category a gift is to be shown under, when one is named: by id (the console; an unknown one is refused as a
   * product's is) or by name or slug (spec 3's gift data, as a product answers it: 'Rings'). The 'Gifts' category is
   * found even before its first gift has made it.
   */
  private async categoryOf(manager: EntityManager, wanted: { categoryId?: string; category?: string }): Promise<string | undefined> {
    if (wanted.categoryId !== undefined) {
      if (!(await manager.existsBy(Category, { id: wanted.categoryId }))) throw catalogErrors.unknownCategory();
      return wanted.categoryId;
    }
    if (wanted.category === undefined) return undefined;
    if (isGiftsCategory(wanted.category)) return this.giftsCategoryId(manager);
    const [row] = (await manager.query(
      'SELECT id FROM categories WHERE lower(name) = lower($1) OR slug = lower($1) ORDER BY lower(name) = lower($1) DESC LIMIT 1',
      [wanted.category],
    )) as { id: string }[];
    if (!row) throw giftErrors.unknownCategory();
    return row.id;
  }

  /** The 'Gifts' category, made the first time a gift needs it (two first gifts at once make it once). */
  private async giftsCategoryId(manager: EntityManager): Promise<string> {
    await manager.query(
      `INSERT INTO categories (name, slug, image, position)
       SELECT $1, $2, '', coalesce(max(position), 0) + 1 FROM categories
       ON CONFLICT (slug) DO NOTHING`,
      [GIFTS_CATEGORY.name, GIFTS_CATEGORY.slug],
    );
    const [row] = (await manager.query('SELECT id FROM categories WHERE slug = $1', [GIFTS_CATEGORY.slug])) as { id: string }[];
    return row.id;
  }

  /** A seller's gifts are theirs, under their account's name; staff gifts belong to the house shop. */
  private async ownerFor(manager: EntityManager, caller: AuthUser): Promise<{ sellerId: string | null; shopName: string }> {
    if (caller.role !== 'seller') return { sellerId: null, shopName: HOUSE_SHOP_NAME };
    const account = await manager.findOneBy(User, { id: caller.id });
    return { sellerId: caller.id, shopName: (account?.name ?? caller.name).slice(0, 120) };
  }

  /** Gifts with their category, those of the caller's own shop when the caller is a seller. */
  private gifts(manager: EntityManager, caller?: AuthUser): SelectQueryBuilder<Product> {
    const builder = manager.getRepository(Product).createQueryBuilder('p').innerJoinAndSelect('p.category', 'c').where('p.is_gift');
    if (caller?.role === 'seller') builder.andWhere('p.seller_id = :caller', { caller: caller.id });
    return builder;
  }

  private async find(manager: EntityManager, id: string, caller?: AuthUser, lock = false): Promise<Product> {
    const builder = this.gifts(manager, caller).andWhere('p.id = :id', { id });
    if (lock) builder.setLock('pessimistic_write', undefined, ['p']);
    const gift = await builder.getOne();
    if (!gift) throw giftErrors.notFound();
    return gift;
  }
}
