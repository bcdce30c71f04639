import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PoolClient, QueryResultRow } from 'pg';
import { Repository } from 'typeorm';
import { toPaise, toRupees } from '../../common/money.js';
import { catalogErrors } from './catalog.errors.js';
import type {
  CategoriesResponseDto,
  CategoryDto,
  HomeProductsResponseDto,
  PriceRangeLatestResponseDto,
  ProductDetailResponseDto,
  ProductDto,
  QueryProductsResponseDto,
  SuggestionsResponseDto,
} from './dto/catalog.response.dto.js';
import type { QueryProductsDto } from './dto/query-products.dto.js';
import { Category } from './entities/category.entity.js';
import { type Gender, Product } from './entities/product.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_PAGE_SIZE = 20;
const HOME_GRID = 48;
const HOME_SLIDER = 12;

export function toCategoryDto(category: Pick<Category, 'id' | 'name' | 'slug' | 'image'>): CategoryDto {
  return { _id: category.id, name: category.name, slug: category.slug, image: category.image };
}

export function toProductDto(product: Product): ProductDto {
  return {
    _id: product.id,
    name: product.name,
    slug: product.slug,
    category: product.category?.name ?? '',
    categorySlug: product.category?.slug ?? '',
    brand: product.brand,
    description: product.description,
    points: product.points,
    gender: product.gender,
    price: toRupees(product.pricePaise),
    discount: product.discount,
    salePrice: toRupees(product.salePricePaise),
    stock: product.stock,
    images: product.images,
    color: product.colors,
    size: product.sizes,
    rating: product.rating,
    reviewCount: product.reviewCount,
    sellerId: product.sellerId,
    shopName: product.shopName,
    createdAt: product.createdAt,
  };
}

/** A product as the catalogue's reads select it (PRODUCT_COLUMNS): plain rows, no entity hydration. */
export type ProductRow = {
  id: string;
  name: string;
  slug: string;
  category: string;
  category_slug: string;
  brand: string;
  description: string;
  points: string[];
  gender: Gender;
  price_paise: number;
  discount: number;
  sale_price_paise: number;
  stock: number;
  images: string[];
  colors: string[];
  sizes: string[];
  /** numeric(3,2): the driver hands it over as a string. */
  rating: string | number;
  review_count: number;
  seller_id: string | null;
  shop_name: string;
  created_at: Date;
};

/** The columns of ProductRow, for a query over `products p JOIN categories c`. */
export const PRODUCT_COLUMNS = `p.id, p.name, p.slug, c.name AS category, c.slug AS category_slug, p.brand, p.description, p.points,
  p.gender, p.price_paise, p.discount, p.sale_price_paise, p.stock, p.images, p.colors, p.sizes, p.rating, p.review_count,
  p.seller_id, p.shop_name, p.created_at`;
const FROM_PRODUCTS = 'products p JOIN categories c ON c.id = p.category_id';

export function toProductDtoFromRow(row: ProductRow): ProductDto {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    category: row.category,
    categorySlug: row.category_slug,
    brand: row.brand,
    description: row.description,
    points: row.points,
    gender: row.gender,
    price: toRupees(row.price_paise),
    discount: row.discount,
    salePrice: toRupees(row.sale_price_paise),
    stock: row.stock,
    images: row.images,
    color: row.colors,
    size: row.sizes,
    rating: Number(row.rating),
    reviewCount: row.review_count,
    sellerId: row.seller_id,
    shopName: row.shop_name,
    createdAt: row.created_at,
  };
}

/** Rows tagged with `list` (1, 2, …) split into one array per list, in the order they came. */
function splitLists<T extends { list: number }>(rows: T[], lists: number): T[][] {
  const out = Array.from({ length: lists }, (): T[] => []);
  for (const row of rows) out[row.list - 1]?.push(row);
  return out;
}

/** One branch of a UNION ALL: a LIMITed, ordered list tagged `list` with its rows numbered in order. */
function listBranch(list: number, rest: string): string {
  return `SELECT ${list} AS list, row_number() OVER () AS pos, x.* FROM (SELECT ${PRODUCT_COLUMNS} FROM ${FROM_PRODUCTS} ${rest}) x`;
}

const SORT_KEYS = {
  'low-to-high': { key: 'p.sale_price_paise', direction: 'ASC' },
  'high-to-low': { key: 'p.sale_price_paise', direction: 'DESC' },
  rating: { key: 'p.rating', direction: 'DESC' },
  discount: { key: 'p.discount', direction: 'DESC' },
  newest: { key: 'p.created_at', direction: 'DESC' },
} as const;

/**
 * The words of a search as a prefix tsquery ('evil ey' → 'evil:* & ey:*'), so half-typed words match;
 * undefined when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/**
 * Browsing and searching the catalogue. Every call is ONE SQL statement whatever the page size: plain
 * rows in the columns the DTOs need, mapped by pure functions (no entity hydration, no TypeORM
 * `take()` with joins, which pages through a DISTINCT over the whole join).
 */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
  ) {}

  /**
   * A fixed-shape read as a named prepared statement: PostgreSQL plans it once per connection rather than on
   * every call (planning the home or product-page query took longer than running it). Only for queries whose
   * best plan does not depend on the values (none, an id, a slug); filters and searches are planned each time.
   * On a replica when TypeORM has replicas configured.
   */
  private async prepared<T>(name: string, text: string, values: unknown[] = []): Promise<T[]> {
    const driver = this.products.manager.dataSource.driver as unknown as { obtainSlaveConnection(): Promise<[PoolClient, () => void]> };
    const [client, release] = await driver.obtainSlaveConnection();
    try {
      return (await client.query<T & QueryResultRow>({ name, text, values })).rows;
    } finally {
      release();
    }
  }

  async listCategories(): Promise<CategoriesResponseDto> {
    const rows = await this.prepared<Pick<Category, 'id' | 'name' | 'slug' | 'image'>>('catalog_categories', 'SELECT id, name, slug, image FROM categories ORDER BY position ASC, name ASC');
    return { categorys: rows.map(toCategoryDto) };
  }

  async homeProducts(): Promise<HomeProductsResponseDto> {
    const rows = await this.prepared<ProductRow & { list: number }>(
      'catalog_home',
      `${listBranch(1, `ORDER BY p.created_at DESC, p.id LIMIT ${HOME_GRID}`)}
       UNION ALL ${listBranch(2, `WHERE p.review_count > 0 ORDER BY p.rating DESC, p.review_count DESC, p.id LIMIT ${HOME_SLIDER}`)}
       UNION ALL ${listBranch(3, `WHERE p.discount > 0 ORDER BY p.discount DESC, p.id LIMIT ${HOME_SLIDER}`)}
       ORDER BY list, pos`,
    );
    const [grid, topRated, discounted] = splitLists(rows, 3);
    const products = grid.map(toProductDtoFromRow);
    return {
      products,
      latest_product: products.slice(0, HOME_SLIDER),
      topRated_product: topRated.map(toProductDtoFromRow),
      discount_product: discounted.map(toProductDtoFromRow),
    };
  }

  async priceRangeLatest(): Promise<PriceRangeLatestResponseDto> {
    const rows = await this.prepared<ProductRow & { low: number; high: number }>(
      'catalog_price_range_latest',
      `SELECT ${PRODUCT_COLUMNS},
              (SELECT min(sale_price_paise) FROM products) AS low, (SELECT max(sale_price_paise) FROM products) AS high
       FROM ${FROM_PRODUCTS} ORDER BY p.created_at DESC, p.id LIMIT ${HOME_SLIDER}`,
    );
    // No row means no product at all; spec 9: the default range is then 0 to 100.
    const range = rows[0];
    return {
      latest_product: rows.map(toProductDtoFromRow),
      priceRange: { low: range ? toRupees(Number(range.low)) : 0, high: range?.high ? toRupees(Number(range.high)) : 100 },
    };
  }

  async productDetail(slugOrId: string): Promise<ProductDetailResponseDto> {
    // The id is tried only when the key looks like one: comparing a uuid column with other text would fail.
    const id = UUID.test(slugOrId) ? slugOrId : null;
    const rows = await this.prepared<ProductRow & { list: number }>(
      'catalog_product_detail',
      `WITH target AS (
         SELECT p.id, p.category_id, p.shop_name FROM products p
         WHERE p.slug = $1 OR p.id = $2::uuid ORDER BY (p.id = $2::uuid) DESC NULLS LAST LIMIT 1
       )
       SELECT 1 AS list, 1::bigint AS pos, ${PRODUCT_COLUMNS} FROM ${FROM_PRODUCTS} WHERE p.id = (SELECT id FROM target)
       UNION ALL ${listBranch(2, 'WHERE p.category_id = (SELECT category_id FROM target) AND p.id <> (SELECT id FROM target) ORDER BY p.created_at DESC, p.id LIMIT 12')}
       UNION ALL ${listBranch(3, 'WHERE p.shop_name = (SELECT shop_name FROM target) AND p.id <> (SELECT id FROM target) ORDER BY p.rating DESC, p.id LIMIT 3')}
       ORDER BY list, pos`,
      [slugOrId, id],
    );
    const [[product], related, more] = splitLists(rows, 3);
    if (!product) throw catalogErrors.productNotFound();
    return { product: toProductDtoFromRow(product), relatedProducts: related.map(toProductDtoFromRow), moreProducts: more.map(toProductDtoFromRow) };
  }

  /** One product by slug or id as productDetail finds it, without the lists around it; undefined when unknown. */
  async findProduct(slugOrId: string): Promise<ProductDto | undefined> {
    const id = UUID.test(slugOrId) ? slugOrId : null;
    const rows = await this.products.query<ProductRow[]>(
      `SELECT ${PRODUCT_COLUMNS} FROM ${FROM_PRODUCTS}
       WHERE p.slug = $1 OR p.id = $2::uuid ORDER BY (p.id = $2::uuid) DESC NULLS LAST LIMIT 1`,
      [slugOrId, id],
    );
    return rows[0] ? toProductDtoFromRow(rows[0]) : undefined;
  }

  /**
   * The category /category-data/{slug} names, as the storefront's page finds it: by its slug, or (spec 2) by its
   * name compared lower-case with the slug's dashes turned to spaces; undefined when none.
   */
  async findCategoryBySlug(slug: string): Promise<CategoryDto | undefined> {
    const rows = await this.categories.query<Array<Pick<Category, 'id' | 'name' | 'slug' | 'image'>>>(
      `SELECT id, name, slug, image FROM categories
       WHERE slug = $1 OR lower(name) = lower(replace($1, '-', ' '))
       ORDER BY (slug = $1) DESC, position, name LIMIT 1`,
      [slug],
    );
    return rows[0] ? toCategoryDto(rows[0]) : undefined;
  }

  async queryProducts(query: QueryProductsDto): Promise<QueryProductsResponseDto> {
    const parPage = query.parPage ?? DEFAULT_PAGE_SIZE;
    const page = query.pageNumber ?? 1;
    const params: unknown[] = [];
    const param = (value: unknown) => `$${params.push(value)}`;
    const where: string[] = [];
    if (query.category) {
      const category = param(query.category.trim());
      where.push(`(lower(c.name) = lower(${category}) OR c.slug = lower(${category}))`);
    }
    if (query.gender) where.push(`p.gender IN (${param(query.gender)}, 'unisex')`);
    if (query.rating !== undefined) where.push(`p.rating >= ${param(query.rating)}`);
    if (query.lowPrice !== undefined) where.push(`p.sale_price_paise >= ${param(toPaise(query.lowPrice))}`);
    if (query.highPrice !== undefined) where.push(`p.sale_price_paise <= ${param(toPaise(query.highPrice))}`);
    if (query.minDiscount !== undefined) where.push(`p.discount >= ${param(query.minDiscount)}`);

    const text = query.searchValue?.trim() ?? '';
    const tsQuery = prefixTsQuery(text);
    let relevance = '';
    if (tsQuery) {
      // Whole and half-typed words through the full-text index; misspellings ('bangel') through trigrams.
      const ts = `to_tsquery('simple', ${param(tsQuery)})`;
      const words = param(text);
      where.push(`(p.search @@ ${ts} OR p.name %> ${words})`);
      relevance = `ts_rank(p.search, ${ts}) + word_similarity(${words}, p.name)`;
    }
    const sort = query.sortPrice ?? (tsQuery ? 'relevance' : 'newest');
    const { key, direction } = sort === 'relevance' ? { key: relevance, direction: 'DESC' } : SORT_KEYS[sort];

    const joinCategory = query.category ? ' JOIN categories c ON c.id = p.category_id' : '';
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const limit = `LIMIT ${param(parPage)} OFFSET ${param((page - 1) * parPage)}`;
    // One statement answers the page and the count. A unique last key (the id) keeps pages stable: no product
    // on two pages, none skipped. An empty page still yields one row, carrying the count.
    const rows = await this.products.query<Array<Partial<ProductRow> & { total: number }>>(
      tsQuery
        ? // A search: the costly text match and rank run once, over the matches only; count and page share them.
          `WITH matches AS MATERIALIZED (
             SELECT p.id, ${key} AS sort_key FROM products p${joinCategory} ${filter}
           ), page AS (
             SELECT id, sort_key FROM matches ORDER BY sort_key ${direction}, id ${limit}
           )
           SELECT total.n AS total, ${PRODUCT_COLUMNS}
           FROM (SELECT count(*)::int AS n FROM matches) total
           LEFT JOIN (page JOIN ${FROM_PRODUCTS} ON p.id = page.id) ON true
           ORDER BY page.sort_key ${direction}, page.id`
        : // A plain filter is cheap to run twice, and the page can then come straight off an index in order.
          `SELECT total.n AS total, page.*
           FROM (SELECT count(*)::int AS n FROM products p${joinCategory} ${filter}) total
           LEFT JOIN LATERAL (
             SELECT ${PRODUCT_COLUMNS}, ${key} AS sort_key FROM ${FROM_PRODUCTS} ${filter} ORDER BY ${key} ${direction}, p.id ${limit}
           ) page ON true
           ORDER BY page.sort_key ${direction}, page.id`,
      params,
    );
    const products = rows.filter((row): row is ProductRow & { total: number } => row.id !== null).map(toProductDtoFromRow);
    return { products, totalProduct: rows[0]?.total ?? 0, parPage };
  }

  async suggestions(text: string): Promise<SuggestionsResponseDto> {
    const q = text.trim();
    const tsQuery = prefixTsQuery(q);
    if (!tsQuery) return { suggestions: [] };
    const rows = await this.products.query<Array<{ name: string; slug: string; category: string; image: string | null }>>(
      `SELECT p.name, p.slug, c.name AS category, p.images[1] AS image FROM ${FROM_PRODUCTS}
       WHERE p.search @@ to_tsquery('simple', $1) OR p.name %> $2
       ORDER BY word_similarity($2, p.name) + ts_rank(p.search, to_tsquery('simple', $1)) DESC, p.id
       LIMIT 8`,
      [tsQuery, q],
    );
    return { suggestions: rows.map((row) => ({ name: row.name, slug: row.slug, category: row.category, image: row.image ?? '' })) };
  }
}
