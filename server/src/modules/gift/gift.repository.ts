import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type QueryDeepPartialEntity, type SelectQueryBuilder } from 'typeorm';
import { containsPattern } from '../../common/http/list-filter.js';
import type { SortOrder } from '../../common/http/simple-rest.js';
import { updateChanged } from '../../database/changes.js';
import { type PageWindow, paginate } from '../../database/paginate.js';
import { User } from '../auth/entities/user.entity.js';
import type { ProductDto } from '../catalog/dto/catalog.response.dto.js';
import { Category } from '../catalog/entities/category.entity.js';
import { Product } from '../catalog/entities/product.entity.js';
import { FROM_PRODUCTS, PRODUCT_JSON, productOf } from '../catalog/product.mapper.js';
import { GIFTS_CATEGORY } from './gift.rules.js';

/** A page of products as the API shows them, and how many there are in all. */
export type ProductPage = { products: ProductDto[]; total: number };

/** The console's filters of the gift list (`q`: contained in name or brand); each one left out filters nothing (`ids` empty: no row). */
export type GiftFilter = { q?: string; ids?: string[] };

/** Which products a public page lists and in what order (`of` the alias: the same keys sort the page and the answer). */
type PageShape = { where: string; order: (of: string) => string };

const GIFTS_NEWEST: PageShape = { where: 'p.is_gift', order: (of) => `${of}.created_at DESC, ${of}.id DESC` };
const FOR_HIM: PageShape = {
  where: `p.gender IN ('male', 'unisex')`,
  order: (of) => `${of}.is_gift DESC, ${of}.created_at DESC, ${of}.id DESC`,
};

/**
 * The gift store's SQL. Gifts are product rows flagged is_gift; `sellerId` limits a read to one seller's gifts;
 * `manager` runs a method inside the caller's transaction. Product-shaped answers come built by PostgreSQL
 * (PRODUCT_JSON), the console's from the entity.
 */
@Injectable()
export class GiftRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One gift as the API shows a product, or undefined. */
  async shown(id: string, sellerId?: string, manager: EntityManager = this.dataSource.manager): Promise<ProductDto | undefined> {
    const params = sellerId === undefined ? [id] : [id, sellerId];
    const rows: Array<{ product: ProductDto }> = await manager.query(
      `SELECT ${PRODUCT_JSON} AS product FROM ${FROM_PRODUCTS} WHERE p.id = $1 AND p.is_gift${sellerId === undefined ? '' : ' AND p.seller_id = $2'}`,
      params,
    );
    return rows[0]?.product;
  }

  /** One page of gifts, newest first. */
  giftsPage(window: PageWindow): Promise<ProductPage> {
    return this.productPage(GIFTS_NEWEST, window);
  }

  /** One page of gifts and products for men (male or unisex), gifts first, then newest. */
  forHimPage(window: PageWindow): Promise<ProductPage> {
    return this.productPage(FOR_HIM, window);
  }

  /** One page of the console's list, each gift with its category, and how many match. */
  list(sellerId: string | undefined, filter: GiftFilter, window: PageWindow, order: Readonly<Record<string, SortOrder>>): Promise<{ rows: Product[]; total: number }> {
    const builder = this.gifts(this.dataSource.manager, sellerId);
    if (filter.q) builder.andWhere('(p.name ILIKE :q OR p.brand ILIKE :q)', { q: containsPattern(filter.q) });
    if (filter.ids) builder.andWhere(filter.ids.length ? 'p.id IN (:...ids)' : 'false', { ids: filter.ids });
    return paginate(builder, window, order);
  }

  /** A gift with its category, or null; `lock` holds its row until the transaction ends. */
  find(id: string, sellerId?: string, lock = false, manager: EntityManager = this.dataSource.manager): Promise<Product | null> {
    const builder = this.gifts(manager, sellerId).andWhere('p.id = :id', { id });
    if (lock) builder.setLock('pessimistic_write', undefined, ['p']);
    return builder.getOne();
  }

  /** Inserts a gift; answers its id. */
  async insert(values: QueryDeepPartialEntity<Product>, manager: EntityManager = this.dataSource.manager): Promise<string> {
    const result = await manager.insert(Product, { ...values, isGift: true });
    return (result.identifiers[0] as { id: string }).id;
  }

  /** Writes the values (named as the entity's properties) that differ from `current`. */
  async update(id: string, current: Product, next: Partial<Product>, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await updateChanged(manager, Product, id, current, next);
  }

  async setImages(id: string, images: string[], manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.update(Product, { id }, { images });
  }

  async delete(id: string, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.delete(Product, { id });
  }

  categoryExists(id: string, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    return manager.existsBy(Category, { id });
  }

  /** The category of that name (any case) or slug, the name winning. */
  async categoryIdNamed(nameOrSlug: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    const [row] = (await manager.query(
      'SELECT id FROM categories WHERE lower(name) = lower($1) OR slug = lower($1) ORDER BY lower(name) = lower($1) DESC LIMIT 1',
      [nameOrSlug],
    )) as { id: string }[];
    return row?.id;
  }

  /** The 'Gifts' category, made the first time a gift needs it (two first gifts at once make it once). */
  async giftsCategoryId(manager: EntityManager = this.dataSource.manager): Promise<string> {
    await manager.query(
      `INSERT INTO categories (name, slug, image, position)
       SELECT $1, $2, '', coalesce(max(position), 0) + 1 FROM categories
       ON CONFLICT (slug) DO NOTHING`,
      [GIFTS_CATEGORY.name, GIFTS_CATEGORY.slug],
    );
    const [row] = (await manager.query('SELECT id FROM categories WHERE slug = $1', [GIFTS_CATEGORY.slug])) as { id: string }[];
    return row.id;
  }

  /** The account's name, or undefined when it is gone. */
  async accountName(userId: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    const account = await manager.findOneBy(User, { id: userId });
    return account?.name;
  }

  /**
   * One statement answers the page and the count: the count, the page's ids in order (the id last keeps pages
   * stable), PRODUCT_JSON for those only. An empty page is one row with the count and no id.
   */
  private async productPage(shape: PageShape, window: PageWindow): Promise<ProductPage> {
    const rows: Array<{ total: number; id: string | null; product: ProductDto }> = await this.dataSource.query(
      `SELECT total.n AS total, page.id, shown.product
       FROM (SELECT count(*)::int AS n FROM products p WHERE ${shape.where}) total
       LEFT JOIN LATERAL (
         SELECT p.id, p.is_gift, p.created_at FROM products p WHERE ${shape.where} ORDER BY ${shape.order('p')} LIMIT $1 OFFSET $2
       ) page ON true
       LEFT JOIN ${productOf('page.id')} ON true
       ORDER BY ${shape.order('page')}`,
      [window.take, window.skip],
    );
    return { products: rows.filter((row) => row.id !== null).map((row) => row.product), total: rows[0]?.total ?? 0 };
  }

  /** Gifts with their category, those of one seller when `sellerId` is given. */
  private gifts(manager: EntityManager, sellerId: string | undefined): SelectQueryBuilder<Product> {
    const builder = manager.getRepository(Product).createQueryBuilder('p').innerJoinAndSelect('p.category', 'c').where('p.is_gift');
    if (sellerId !== undefined) builder.andWhere('p.seller_id = :caller', { caller: sellerId });
    return builder;
  }
}
