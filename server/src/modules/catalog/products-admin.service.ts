import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../../database/transactions.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterBoolean, filterIds, filterOneOf, filterText, filterUuid } from '../../common/http/list-filter.js';
import { listOrder, type ListQuery, listSort, mapPage, NEWEST_FIRST } from '../../common/http/simple-rest.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { type PictureRule, PicturesService } from '../storage/pictures.service.js';
import { catalogErrors } from './catalog.errors.js';
import { type ProductAdminDto, toProductAdmin } from './dto/product-admin.response.dto.js';
import type { SaveProductDto } from './dto/save-product.dto.js';
import type { UploadedImageDto } from './dto/uploaded-image.response.dto.js';
import { GENDERS, type Product } from './entities/product.entity.js';
import { removeProduct } from './product-removal.js';
import { newProductValues, ProductsRepository } from './products.repository.js';
import { newSlug, savingSlug, slugChanged, slugTaken } from './slug.repository.js';
import { keptUnlessSent, replaceProduct } from './product-replace.js';
import { compositionValues, savingHuid } from './product-composition.js';

/** The console's sortable fields and the entity properties behind them; newest first unless asked. */
export const PRODUCT_SORT = listSort(
  { name: 'p.name', price: 'p.pricePaise', discount: 'p.discount', stock: 'p.stock', createdAt: 'p.createdAt', rating: 'p.rating' },
  'p.id',
  NEWEST_FIRST,
);

/** filter.stock: 'out' is none left, 'low' is 5 or fewer. */
export const LOW_STOCK = 5;
const STOCK_FILTERS = ['out', 'low'] as const;

const FOLDER = 'products';

/** A product shows pictures uploaded for products: a seller's, only their own (admins any). */
export const PRODUCT_PICTURES: PictureRule = {
  folders: [FOLDER],
  field: 'images',
  uploadedFor: 'pictures uploaded for products (POST /api/admin/products/images)',
};

type Owner = { sellerId: string | null; shopName: string };

/**
 * The console's products. Admins see and change every product; a seller sees only their own (others answer 404),
 * creates products owned by themselves and cannot move a product to another seller or shop. Gifts are the gifts
 * resource's, whatever category they are shown under: listed here only when filter.isGift asks, and 404 by id.
 */
@Injectable()
export class ProductsAdminService {
  constructor(
    private readonly products: ProductsRepository,
    private readonly transactions: Transactions,
    private readonly pictures: PicturesService,
  ) {}

  async list(caller: AuthUser, query: ListQuery): Promise<{ rows: ProductAdminDto[]; total: number }> {
    // Filters read in this order: the first one that is malformed names itself in the 400.
    const isGift = filterBoolean(query.filter, 'isGift') ?? false;
    const q = filterText(query.filter, 'q');
    const categoryId = filterUuid(query.filter, 'categoryId');
    const gender = filterOneOf(query.filter, 'gender', GENDERS);
    const stock = filterOneOf(query.filter, 'stock', STOCK_FILTERS);
    const admin = caller.role === 'admin';
    return mapPage(
      await this.products.list(
        {
          ownerId: caller.role === 'seller' ? caller.id : undefined,
          isGift,
          namePattern: q ? containsPattern(q) : undefined,
          categoryId,
          gender,
          outOfStock: stock === 'out',
          stockAtMost: stock === 'low' ? LOW_STOCK : undefined,
          // {"sellerId": null} asks for the house shop's products; an absent key asks for everyone's.
          houseShop: admin && 'sellerId' in query.filter && query.filter.sellerId === null,
          sellerId: admin ? filterUuid(query.filter, 'sellerId') : undefined,
          ids: filterIds(query.filter),
        },
        query,
        listOrder(query),
      ),
      toProductAdmin,
    );
  }

  async get(caller: AuthUser, id: string): Promise<ProductAdminDto> {
    return toProductAdmin(await this.find(caller, id));
  }

  async create(caller: AuthUser, dto: SaveProductDto): Promise<ProductAdminDto> {
    const id = await savingHuid(dto, () =>
      savingSlug(this.transactions, 'product', dto.slug, catalogErrors.productSlugTaken, (manager) => this.insert(manager, caller, dto)),
    );
    return this.get(caller, id);
  }

  async update(caller: AuthUser, id: string, dto: SaveProductDto): Promise<ProductAdminDto> {
    const dropped = await savingHuid(dto, () => savingSlug(this.transactions, 'product', dto.slug, catalogErrors.productSlugTaken, async (manager) => {
      const product = await this.find(caller, id, manager, true);
      await this.assertCategory(manager, dto.categoryId);
      const owner = await this.ownerFor(manager, caller, dto, product);
      await this.pictures.assertUsable(dto.images, caller, PRODUCT_PICTURES, product.images, manager);
      if (dto.slug && dto.slug !== product.slug && (await slugTaken(manager, 'product', dto.slug, id))) throw catalogErrors.productSlugTaken(dto.slug);
      return replaceProduct(manager, id, product, dto, async (slug) =>
        this.products.update(
          id,
          product,
          {
            name: dto.name,
            slug,
            categoryId: dto.categoryId,
            gender: dto.gender,
            ...(await compositionValues(manager, dto, product)),
            ...keptUnlessSent(dto, product),
            sellerId: owner.sellerId,
            shopName: owner.shopName,
          },
          manager,
        ),
      );
    }));
    await this.pictures.deleteUnreferenced(dropped);
    return this.get(caller, id);
  }

  /** Deletes the product (carts, wishlists and reviews lose it through their foreign keys), then its picture files nothing else shows. */
  async remove(caller: AuthUser, id: string): Promise<ProductAdminDto> {
    const product = await removeProduct(
      this.transactions,
      this.pictures,
      (manager) => this.find(caller, id, manager, true),
      (manager) => this.products.delete(id, manager),
    );
    return toProductAdmin(product);
  }

  /** Stores the pictures, all or none (when one is refused, those already stored are removed again), as the caller's. */
  async saveImages(caller: AuthUser, files: UploadedImageFile[]): Promise<UploadedImageDto[]> {
    const stored = await this.pictures.upload(files, FOLDER, caller);
    return stored.map(({ url, srcset, width, height }) => ({ url, srcset, width, height }));
  }

  private async insert(manager: EntityManager, caller: AuthUser, dto: SaveProductDto): Promise<string> {
    await this.assertCategory(manager, dto.categoryId);
    const owner = await this.ownerFor(manager, caller, dto);
    await this.pictures.assertUsable(dto.images, caller, PRODUCT_PICTURES, [], manager);
    const slug = await newSlug(manager, 'product', dto.slug, dto.name, catalogErrors.productSlugTaken);
    const composition = await compositionValues(manager, dto);
    const id = await this.products.insert(newProductValues(dto, { slug, categoryId: dto.categoryId, gender: dto.gender, ...owner }, composition), manager);
    await slugChanged(manager, 'product', id, undefined, slug);
    return id;
  }

  private async assertCategory(manager: EntityManager, categoryId: string): Promise<void> {
    if (!(await this.products.categoryExists(categoryId, manager))) throw catalogErrors.unknownCategory();
  }

  /**
   * Who owns the product after this save. A seller always owns what they save, under their account name; they
   * may send sellerId and shopName back unchanged (the console sends the whole record) but not change them.
   * An admin may set either; left out, they keep their value (replace) or follow the seller (create).
   */
  private async ownerFor(manager: EntityManager, caller: AuthUser, dto: SaveProductDto, current?: Product): Promise<Owner> {
    if (caller.role === 'seller') {
      const shopName = current?.shopName ?? (await this.products.accountName(caller.id, manager)) ?? caller.name;
      if ((dto.sellerId !== undefined && dto.sellerId !== caller.id) || (dto.shopName !== undefined && dto.shopName !== shopName)) {
        throw catalogErrors.sellerFieldsForbidden();
      }
      return { sellerId: caller.id, shopName };
    }
    const sellerId = dto.sellerId === undefined ? (current?.sellerId ?? null) : dto.sellerId;
    let sellerName: string | undefined;
    if (sellerId !== null && sellerId !== current?.sellerId) {
      sellerName = await this.products.sellerName(sellerId, manager);
      if (sellerName === undefined) throw catalogErrors.unknownSeller();
    }
    const shopName = dto.shopName ?? (sellerName ?? (current && sellerId === current.sellerId ? current.shopName : undefined) ?? HOUSE_SHOP_NAME);
    return { sellerId, shopName };
  }

  /** The caller's product (a seller's own only), or 404; a gift is the gifts resource's (404 too). */
  private async find(caller: AuthUser, id: string, manager?: EntityManager, lock = false): Promise<Product> {
    const product = await this.products.find(id, { ownerId: caller.role === 'seller' ? caller.id : undefined, lock }, manager);
    if (!product) throw catalogErrors.productNotFound();
    if (product.isGift) throw catalogErrors.productIsGift(product.id);
    return product;
  }
}
