import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { containsPattern, filterBoolean, filterIds, filterOneOf, filterText, filterUuid } from '../../common/http/list-filter.js';
import { type ListQuery, listOrder, listSort } from '../../common/http/simple-rest.js';
import { toPaise } from '../../common/money.js';
import { HOUSE_SHOP_NAME } from '../../common/shop.js';
import { updateChanged } from '../../database/changes.js';
import { User } from '../auth/entities/user.entity.js';
import type { UploadedImageFile } from '../storage/image-upload.js';
import { type PictureRule, PicturesService } from '../storage/pictures.service.js';
import { catalogErrors } from './catalog.errors.js';
import { type ProductAdminDto, toProductAdmin } from './dto/product-admin.response.dto.js';
import type { SaveProductDto } from './dto/save-product.dto.js';
import type { UploadedImageDto } from './dto/uploaded-image.response.dto.js';
import { Category } from './entities/category.entity.js';
import { GENDERS, Product } from './entities/product.entity.js';
import { freeSlugFor, savingSlug, slugChanged, slugTaken } from './slug.repository.js';

/** The console's sortable fields and the entity properties behind them; newest first unless asked. */
export const PRODUCT_SORT = listSort(
  { name: 'p.name', price: 'p.pricePaise', discount: 'p.discount', stock: 'p.stock', createdAt: 'p.createdAt', rating: 'p.rating' },
  'p.id',
  { field: 'createdAt', order: 'DESC' },
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
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly pictures: PicturesService,
  ) {}

  async list(query: ListQuery, caller: AuthUser): Promise<{ rows: ProductAdminDto[]; total: number }> {
    const builder = this.products.createQueryBuilder('p').innerJoinAndSelect('p.category', 'c');
    if (caller.role === 'seller') builder.andWhere('p.seller_id = :caller', { caller: caller.id });
    builder.andWhere('p.is_gift = :isGift', { isGift: filterBoolean(query.filter, 'isGift') ?? false });

    const q = filterText(query.filter, 'q');
    if (q) builder.andWhere('(p.name ILIKE :q OR p.brand ILIKE :q)', { q: containsPattern(q) });
    const categoryId = filterUuid(query.filter, 'categoryId');
    if (categoryId) builder.andWhere('p.category_id = :categoryId', { categoryId });
    const gender = filterOneOf(query.filter, 'gender', GENDERS);
    if (gender) builder.andWhere('p.gender = :gender', { gender });
    const stock = filterOneOf(query.filter, 'stock', STOCK_FILTERS);
    if (stock === 'out') builder.andWhere('p.stock = 0');
    if (stock === 'low') builder.andWhere('p.stock <= :low', { low: LOW_STOCK });
    if (caller.role === 'admin') {
      // {"sellerId": null} asks for the house shop's products; an absent key asks for everyone's.
      if ('sellerId' in query.filter && query.filter.sellerId === null) builder.andWhere('p.seller_id IS NULL');
      const sellerId = filterUuid(query.filter, 'sellerId');
      if (sellerId) builder.andWhere('p.seller_id = :sellerId', { sellerId });
    }
    const ids = filterIds(query.filter);
    if (ids) builder.andWhere(ids.length ? 'p.id IN (:...ids)' : 'false', { ids });

    const [rows, total] = await builder
      .orderBy(listOrder(query))
      .skip(query.skip)
      .take(query.take)
      .getManyAndCount();
    return { rows: rows.map(toProductAdmin), total };
  }

  async get(id: string, caller: AuthUser): Promise<ProductAdminDto> {
    return toProductAdmin(await this.find(this.dataSource.manager, id, caller));
  }

  async create(dto: SaveProductDto, caller: AuthUser): Promise<ProductAdminDto> {
    const id = await savingSlug(this.dataSource, 'product', dto.slug, catalogErrors.productSlugTaken, (manager) => this.insert(manager, dto, caller));
    return this.get(id, caller);
  }

  async update(id: string, dto: SaveProductDto, caller: AuthUser): Promise<ProductAdminDto> {
    const dropped = await savingSlug(this.dataSource, 'product', dto.slug, catalogErrors.productSlugTaken, async (manager) => {
      const product = await this.find(manager, id, caller, true);
      await this.assertCategory(manager, dto.categoryId);
      const owner = await this.ownerFor(manager, dto, caller, product);
      await this.pictures.assertUsable(dto.images, caller, PRODUCT_PICTURES, product.images, manager);
      const slug = dto.slug ?? product.slug;
      if (dto.slug && dto.slug !== product.slug && (await slugTaken(manager, 'product', dto.slug, id))) throw catalogErrors.productSlugTaken(dto.slug);
      await updateChanged(manager, Product, id, product, {
        name: dto.name,
        slug,
        categoryId: dto.categoryId,
        brand: dto.brand ?? product.brand,
        description: dto.description ?? product.description,
        points: dto.points ?? product.points,
        gender: dto.gender,
        pricePaise: toPaise(dto.price),
        discount: dto.discount ?? product.discount,
        stock: dto.stock ?? product.stock,
        images: dto.images,
        colors: dto.colors ?? product.colors,
        sizes: dto.sizes ?? product.sizes,
        sellerId: owner.sellerId,
        shopName: owner.shopName,
      });
      if (slug !== product.slug) await slugChanged(manager, 'product', id, product.slug, slug);
      return product.images.filter((url) => !dto.images.includes(url));
    });
    await this.pictures.deleteUnreferenced(dropped);
    return this.get(id, caller);
  }

  /** Deletes the product (carts, wishlists and reviews lose it through their foreign keys), then its picture files nothing else shows. */
  async remove(id: string, caller: AuthUser): Promise<ProductAdminDto> {
    const product = await this.dataSource.transaction(async (manager) => {
      const found = await this.find(manager, id, caller, true);
      await manager.delete(Product, { id });
      return found;
    });
    await this.pictures.deleteUnreferenced(product.images);
    return toProductAdmin(product);
  }

  /** Stores the pictures, all or none (when one is refused, those already stored are removed again), as the caller's. */
  async saveImages(files: UploadedImageFile[], caller: AuthUser): Promise<UploadedImageDto[]> {
    const stored = await this.pictures.upload(files, FOLDER, caller);
    return stored.map(({ url, srcset, width, height }) => ({ url, srcset, width, height }));
  }

  private async insert(manager: EntityManager, dto: SaveProductDto, caller: AuthUser): Promise<string> {
    await this.assertCategory(manager, dto.categoryId);
    const owner = await this.ownerFor(manager, dto, caller);
    await this.pictures.assertUsable(dto.images, caller, PRODUCT_PICTURES, [], manager);
    let slug = dto.slug;
    if (slug && (await slugTaken(manager, 'product', slug))) throw catalogErrors.productSlugTaken(slug);
    slug ??= await freeSlugFor(manager, 'product', dto.name);
    const result = await manager.insert(Product, {
      name: dto.name,
      slug,
      categoryId: dto.categoryId,
      brand: dto.brand ?? '',
      description: dto.description ?? '',
      points: dto.points ?? [],
      gender: dto.gender,
      pricePaise: toPaise(dto.price),
      discount: dto.discount ?? 0,
      stock: dto.stock ?? 0,
      images: dto.images,
      colors: dto.colors ?? [],
      sizes: dto.sizes ?? [],
      sellerId: owner.sellerId,
      shopName: owner.shopName,
    });
    const id = (result.identifiers[0] as { id: string }).id;
    await slugChanged(manager, 'product', id, undefined, slug);
    return id;
  }

  private async assertCategory(manager: EntityManager, categoryId: string): Promise<void> {
    if (!(await manager.existsBy(Category, { id: categoryId }))) throw catalogErrors.unknownCategory();
  }

  /**
   * Who owns the product after this save. A seller always owns what they save, under their account name; they
   * may send sellerId and shopName back unchanged (the console sends the whole record) but not change them.
   * An admin may set either; left out, they keep their value (replace) or follow the seller (create).
   */
  private async ownerFor(manager: EntityManager, dto: SaveProductDto, caller: AuthUser, current?: Product): Promise<Owner> {
    if (caller.role === 'seller') {
      const account = await manager.findOneBy(User, { id: caller.id });
      const shopName = current?.shopName ?? account?.name ?? caller.name;
      if ((dto.sellerId !== undefined && dto.sellerId !== caller.id) || (dto.shopName !== undefined && dto.shopName !== shopName)) {
        throw catalogErrors.sellerFieldsForbidden();
      }
      return { sellerId: caller.id, shopName };
    }
    const sellerId = dto.sellerId === undefined ? (current?.sellerId ?? null) : dto.sellerId;
    let sellerName: string | undefined;
    if (sellerId !== null && sellerId !== current?.sellerId) {
      const seller = await manager.findOneBy(User, { id: sellerId, role: 'seller' });
      if (!seller) throw catalogErrors.unknownSeller();
      sellerName = seller.name;
    }
    const shopName = dto.shopName ?? (sellerName ?? (current && sellerId === current.sellerId ? current.shopName : undefined) ?? HOUSE_SHOP_NAME);
    return { sellerId, shopName };
  }

  private async find(manager: EntityManager, id: string, caller: AuthUser, lock = false): Promise<Product> {
    const builder = manager.createQueryBuilder(Product, 'p').innerJoinAndSelect('p.category', 'c').where('p.id = :id', { id });
    if (caller.role === 'seller') builder.andWhere('p.seller_id = :caller', { caller: caller.id });
    if (lock) builder.setLock('pessimistic_write', undefined, ['p']);
    const product = await builder.getOne();
    if (!product) throw catalogErrors.productNotFound();
    if (product.isGift) throw catalogErrors.productIsGift(product.id);
    return product;
  }
}
