import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, Repository, type SelectQueryBuilder } from 'typeorm';
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
import { Product } from './entities/product.entity.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const DEFAULT_PAGE_SIZE = 20;
const HOME_GRID = 48;
const HOME_SLIDER = 12;

export function toCategoryDto(category: Category): CategoryDto {
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

/**
 * The words of a search as a prefix tsquery ('evil ey' → 'evil:* & ey:*'), so half-typed words match;
 * undefined when nothing searchable is left.
 */
export function prefixTsQuery(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : undefined;
}

/** Browsing and searching the catalogue: every call is a small, fixed number of indexed queries. */
@Injectable()
export class CatalogService {
  constructor(
    @InjectRepository(Product) private readonly products: Repository<Product>,
    @InjectRepository(Category) private readonly categories: Repository<Category>,
  ) {}

  private base(): SelectQueryBuilder<Product> {
    return this.products.createQueryBuilder('p').innerJoinAndSelect('p.category', 'c');
  }

  async listCategories(): Promise<CategoriesResponseDto> {
    const rows = await this.categories.find({ order: { position: 'ASC', name: 'ASC' } });
    return { categorys: rows.map(toCategoryDto) };
  }

  async homeProducts(): Promise<HomeProductsResponseDto> {
    const [grid, topRated, discounted] = await Promise.all([
      this.base().orderBy('p.created_at', 'DESC').addOrderBy('p.id').take(HOME_GRID).getMany(),
      this.base().where('p.review_count > 0').orderBy('p.rating', 'DESC').addOrderBy('p.review_count', 'DESC').addOrderBy('p.id').take(HOME_SLIDER).getMany(),
      this.base().where('p.discount > 0').orderBy('p.discount', 'DESC').addOrderBy('p.id').take(HOME_SLIDER).getMany(),
    ]);
    const products = grid.map(toProductDto);
    return {
      products,
      latest_product: products.slice(0, HOME_SLIDER),
      topRated_product: topRated.map(toProductDto),
      discount_product: discounted.map(toProductDto),
    };
  }

  async priceRangeLatest(): Promise<PriceRangeLatestResponseDto> {
    const [latest, range] = await Promise.all([
      this.base().orderBy('p.created_at', 'DESC').addOrderBy('p.id').take(HOME_SLIDER).getMany(),
      this.products
        .createQueryBuilder('p')
        .select('MIN(p.sale_price_paise)', 'low')
        .addSelect('MAX(p.sale_price_paise)', 'high')
        .getRawOne<{ low: number | null; high: number | null }>(),
    ]);
    return {
      latest_product: latest.map(toProductDto),
      // Spec 9: the default range is 0 to 100 when there is nothing to measure.
      priceRange: { low: toRupees(Number(range?.low ?? 0)), high: range?.high ? toRupees(Number(range.high)) : 100 },
    };
  }

  async productDetail(slugOrId: string): Promise<ProductDetailResponseDto> {
    const query = this.base();
    if (UUID.test(slugOrId)) query.where('(p.id = :id OR p.slug = :slug)', { id: slugOrId, slug: slugOrId });
    else query.where('p.slug = :key', { key: slugOrId });
    const product = await query.getOne();
    if (!product) throw catalogErrors.productNotFound();
    const [related, more] = await Promise.all([
      this.base()
        .where('p.category_id = :category AND p.id <> :id', { category: product.categoryId, id: product.id })
        .orderBy('p.created_at', 'DESC')
        .addOrderBy('p.id')
        .take(12)
        .getMany(),
      this.base()
        .where('p.shop_name = :shop AND p.id <> :id', { shop: product.shopName, id: product.id })
        .orderBy('p.rating', 'DESC')
        .addOrderBy('p.id')
        .take(3)
        .getMany(),
    ]);
    return { product: toProductDto(product), relatedProducts: related.map(toProductDto), moreProducts: more.map(toProductDto) };
  }

  async queryProducts(query: QueryProductsDto): Promise<QueryProductsResponseDto> {
    const parPage = query.parPage ?? DEFAULT_PAGE_SIZE;
    const page = query.pageNumber ?? 1;
    const filtered = this.base();
    if (query.category) {
      filtered.andWhere('(lower(c.name) = lower(:category) OR c.slug = lower(:category))', { category: query.category.trim() });
    }
    if (query.gender) filtered.andWhere('p.gender IN (:...genders)', { genders: [query.gender, 'unisex'] });
    if (query.rating !== undefined) filtered.andWhere('p.rating >= :rating', { rating: query.rating });
    if (query.lowPrice !== undefined) filtered.andWhere('p.sale_price_paise >= :low', { low: toPaise(query.lowPrice) });
    if (query.highPrice !== undefined) filtered.andWhere('p.sale_price_paise <= :high', { high: toPaise(query.highPrice) });
    if (query.minDiscount !== undefined) filtered.andWhere('p.discount >= :minDiscount', { minDiscount: query.minDiscount });

    const text = query.searchValue?.trim() ?? '';
    const tsQuery = prefixTsQuery(text);
    if (tsQuery) {
      // Whole and half-typed words through the full-text index; misspellings ('bangel') through trigrams.
      filtered.andWhere(
        new Brackets((where) =>
          where.where(`p.search @@ to_tsquery('simple', :tsQuery)`, { tsQuery }).orWhere('p.name %> :text', { text }),
        ),
      );
    }

    const sort = query.sortPrice ?? (tsQuery ? 'relevance' : 'newest');
    const rows = filtered.clone();
    switch (sort) {
      case 'low-to-high':
        rows.orderBy('p.sale_price_paise', 'ASC');
        break;
      case 'high-to-low':
        rows.orderBy('p.sale_price_paise', 'DESC');
        break;
      case 'rating':
        rows.orderBy('p.rating', 'DESC');
        break;
      case 'discount':
        rows.orderBy('p.discount', 'DESC');
        break;
      case 'relevance':
        rows
          .addSelect(`ts_rank(p.search, to_tsquery('simple', :tsQuery)) + word_similarity(:text, p.name)`, 'relevance')
          .orderBy('relevance', 'DESC');
        break;
      default:
        rows.orderBy('p.created_at', 'DESC');
    }
    // A unique last key keeps pages stable: no product on two pages, none skipped.
    rows.addOrderBy('p.id', 'ASC');

    const [products, totalProduct] = await Promise.all([
      rows.offset((page - 1) * parPage).limit(parPage).getMany(),
      filtered.getCount(),
    ]);
    return { products: products.map(toProductDto), totalProduct, parPage };
  }

  async suggestions(text: string): Promise<SuggestionsResponseDto> {
    const q = text.trim();
    const tsQuery = prefixTsQuery(q);
    if (!tsQuery) return { suggestions: [] };
    const rows = await this.base()
      .where(new Brackets((where) => where.where(`p.search @@ to_tsquery('simple', :tsQuery)`, { tsQuery }).orWhere('p.name %> :q', { q })))
      .addSelect(`word_similarity(:q, p.name) + ts_rank(p.search, to_tsquery('simple', :tsQuery))`, 'score')
      .orderBy('score', 'DESC')
      .addOrderBy('p.id')
      .limit(8)
      .getMany();
    return { suggestions: rows.map((p) => ({ name: p.name, slug: p.slug, category: p.category?.name ?? '', image: p.images[0] ?? '' })) };
  }
}
