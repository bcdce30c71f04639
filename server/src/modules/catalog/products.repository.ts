import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { insertOne, updateChanged } from '../../database/changes.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { User } from '../auth/entities/user.entity.js';
import type { PurityCode } from '../pricing/metal.js';
import { Category } from './entities/category.entity.js';
import { uniqueViolation } from '../../database/constraint-violation.js';
import { type Gender, Product } from './entities/product.entity.js';

/** Which of the console's products a list shows; every field left out lets all through. */
export type ProductListFilter = {
  /** A seller's own products only. */
  ownerId?: string;
  isGift: boolean;
  /** An ILIKE pattern for the name or the brand. */
  namePattern?: string;
  categoryId?: string;
  gender?: Gender;
  outOfStock?: boolean;
  stockAtMost?: number;
  /** The house shop's products only (no seller). */
  houseShop?: boolean;
  sellerId?: string;
  ids?: string[];
};

/** A product's saved fields, as the console writes them. */
export type ProductValues = Pick<
  Product,
  | 'name'
  | 'slug'
  | 'categoryId'
  | 'brand'
  | 'description'
  | 'points'
  | 'gender'
  | 'pricePaise'
  | 'discount'
  | 'stock'
  | 'images'
  | 'colors'
  | 'sizes'
  | 'sellerId'
  | 'shopName'
  | 'nonReturnable'
  | CompositionColumn
>;

/** The columns saying what a piece is made of and how it is priced (issue 16), price included. */
export type CompositionColumn = 'pricing' | 'purity' | 'netWeightMg' | 'makingKind' | 'makingValue' | 'charges' | 'hsn' | 'huid' | 'pricePaise';
export type CompositionValues = Pick<Product, CompositionColumn>;

/** What a new product or gift is saved from; the optional lists and numbers start empty or 0. */
export type NewProductFields = Pick<ProductValues, 'name' | 'images'> &
  Partial<Pick<ProductValues, 'brand' | 'description' | 'points' | 'discount' | 'stock' | 'colors' | 'sizes' | 'nonReturnable'>>;

/** A new product's (or gift's) columns: its fields, with where it was placed (slug, category, gender, owner) and what it is made of and costs. */
export function newProductValues(
  fields: NewProductFields,
  placed: Pick<ProductValues, 'slug' | 'categoryId' | 'gender' | 'sellerId' | 'shopName'>,
  composition: CompositionValues,
): ProductValues {
  return {
    ...composition,
    name: fields.name,
    slug: placed.slug,
    categoryId: placed.categoryId,
    brand: fields.brand ?? '',
    description: fields.description ?? '',
    points: fields.points ?? [],
    gender: placed.gender,
    discount: fields.discount ?? 0,
    stock: fields.stock ?? 0,
    images: fields.images,
    colors: fields.colors ?? [],
    sizes: fields.sizes ?? [],
    sellerId: placed.sellerId,
    shopName: placed.shopName,
    nonReturnable: fields.nonReturnable ?? null,
  };
}

/** Whether `error` is the HUID's unique index refusing a second piece with it (a concurrent save won the race). */
export function huidClash(error: unknown): boolean {
  return uniqueViolation(error, 'uq_products_huid');
}

/** Whether a product other than `exceptId` carries `huid`. */
export async function huidTaken(manager: EntityManager, huid: string, exceptId?: string): Promise<boolean> {
  const rows = (await manager.query('SELECT 1 FROM products WHERE huid = $1 AND id IS DISTINCT FROM $2', [huid, exceptId ?? null])) as unknown[];
  return rows.length > 0;
}

/**
 * Today's rate for `purity` in paise per gram, undefined when none is set. The row is share-locked: a rate change
 * (which reprices every rate-linked piece under the row's lock) waits for this save, or this save for it, so a piece is
 * never saved at a rate already replaced.
 */
export async function rateForPricing(manager: EntityManager, purity: PurityCode): Promise<number | undefined> {
  const rows = (await manager.query('SELECT rate_paise_per_gram FROM metal_rates WHERE purity = $1 FOR SHARE', [purity])) as { rate_paise_per_gram: number }[];
  return rows[0] === undefined ? undefined : Number(rows[0].rate_paise_per_gram);
}

/** The console's reads and writes of products (gifts among them: they share the table), with their category. */
@Injectable()
export class ProductsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  list(filter: ProductListFilter, window: PageWindow, order: Record<string, SortOrder>): Promise<{ rows: Product[]; total: number }> {
    const builder = this.dataSource.manager.createQueryBuilder(Product, 'p').innerJoinAndSelect('p.category', 'c');
    if (filter.ownerId) builder.andWhere('p.seller_id = :caller', { caller: filter.ownerId });
    builder.andWhere('p.is_gift = :isGift', { isGift: filter.isGift });
    if (filter.namePattern) builder.andWhere('(p.name ILIKE :q OR p.brand ILIKE :q)', { q: filter.namePattern });
    if (filter.categoryId) builder.andWhere('p.category_id = :categoryId', { categoryId: filter.categoryId });
    if (filter.gender) builder.andWhere('p.gender = :gender', { gender: filter.gender });
    if (filter.outOfStock) builder.andWhere('p.stock = 0');
    if (filter.stockAtMost !== undefined) builder.andWhere('p.stock <= :low', { low: filter.stockAtMost });
    if (filter.houseShop) builder.andWhere('p.seller_id IS NULL');
    if (filter.sellerId) builder.andWhere('p.seller_id = :sellerId', { sellerId: filter.sellerId });
    const ids = filter.ids;
    if (ids) builder.andWhere(ids.length ? 'p.id IN (:...ids)' : 'false', { ids });
    return paginate(builder, window, order);
  }

  /** The product with its category (a seller's own only, with `ownerId`), row-locked with `lock`. */
  find(id: string, { ownerId, lock = false }: { ownerId?: string; lock?: boolean } = {}, manager: EntityManager = this.dataSource.manager): Promise<Product | null> {
    const builder = manager.createQueryBuilder(Product, 'p').innerJoinAndSelect('p.category', 'c').where('p.id = :id', { id });
    if (ownerId) builder.andWhere('p.seller_id = :caller', { caller: ownerId });
    if (lock) builder.setLock('pessimistic_write', undefined, ['p']);
    return builder.getOne();
  }

  categoryExists(categoryId: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(Category, { id: categoryId });
  }

  /** The name of the account `id`, any role. */
  async accountName(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    return (await manager.findOneBy(User, { id }))?.name;
  }

  /** The name of the seller account `id`; undefined when no seller has that id. */
  async sellerName(id: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    return (await manager.findOneBy(User, { id, role: 'seller' }))?.name;
  }

  /** Inserts the product and answers its id. */
  insert(values: ProductValues, manager: EntityManager = this.dataSource.manager): Promise<string> {
    return insertOne(manager, Product, values);
  }

  /** Writes the values of `next` that differ from `current` (updateChanged). */
  async update(id: string, current: Product, next: Partial<Product>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await updateChanged(manager, Product, id, current, next);
  }

  async delete(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(Product, { id });
  }
}
