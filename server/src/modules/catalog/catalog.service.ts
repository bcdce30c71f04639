import { Injectable } from '@nestjs/common';
import { toPaise, toRupees } from '../../common/money.js';
import { searchWords } from '../../common/text-search.js';
import { UUID } from '../../common/uuid.js';
import { CatalogRepository, type CategoryRow, HOME_SLIDER, type ProductPricingRateRow } from './catalog.repository.js';
import { isPurityCode } from '../pricing/metal.js';
import { breakupOf, type MetalRates } from '../pricing/product-pricing.js';
import { type PriceBreakupDto, toPriceBreakupDto } from './dto/price-breakup.response.dto.js';
import { catalogErrors } from './catalog.errors.js';
import type {
  CategoriesResponseDto,
  CategoryDto,
  CategoryResponseDto,
  HomeProductsResponseDto,
  PriceRangeLatestResponseDto,
  ProductDetailResponseDto,
  QueryProductsResponseDto,
  SuggestionsResponseDto,
} from './dto/catalog.response.dto.js';
import type { QueryProductsDto } from './dto/query-products.dto.js';

export const DEFAULT_PAGE_SIZE = 20;

export function toCategoryDto(category: CategoryRow): CategoryDto {
  return { _id: category.id, name: category.name, slug: category.slug, image: category.image };
}

/** A product's breakup at the rate read with it: every figure from the price model (pricing/price.ts), in rupees. */
function breakupAtRate(row: ProductPricingRateRow): PriceBreakupDto {
  const rates: MetalRates = new Map(isPurityCode(row.purity) && row.rate_paise_per_gram !== null ? [[row.purity, Number(row.rate_paise_per_gram)]] : []);
  return toPriceBreakupDto(breakupOf(row, rates));
}

/** Browsing and searching the catalogue: each answer is one read of CatalogRepository, mapped to its DTO. */
@Injectable()
export class CatalogService {
  constructor(private readonly catalog: CatalogRepository) {}

  async listCategories(): Promise<CategoriesResponseDto> {
    const rows = await this.catalog.categories();
    return { categorys: rows.map(toCategoryDto) };
  }

  async homeProducts(): Promise<HomeProductsResponseDto> {
    const { grid, topRated, discounted } = await this.catalog.home();
    return { products: grid, latest_product: grid.slice(0, HOME_SLIDER), topRated_product: topRated, discount_product: discounted };
  }

  async priceRangeLatest(): Promise<PriceRangeLatestResponseDto> {
    const { latest, range } = await this.catalog.latestWithPriceRange();
    // No range means no product at all; spec 9: the default range is then 0 to 100.
    return {
      latest_product: latest,
      priceRange: { low: range ? toRupees(range.low) : 0, high: range?.high ? toRupees(range.high) : 100 },
    };
  }

  /**
   * A product by its id, its slug or a slug it had before (any letter case; an old slug older code wrote in capitals
   * as it was), in that order; the answer carries its current slug.
   */
  async productDetail(slugOrId: string): Promise<ProductDetailResponseDto> {
    // The id is tried only when the key looks like one: comparing a uuid column with other text would fail.
    const id = UUID.test(slugOrId) ? slugOrId : null;
    const { product, pricing, related, more } = await this.catalog.productPage(slugOrId, id);
    if (!product || !pricing) throw catalogErrors.productNotFound();
    return { product, breakup: breakupAtRate(pricing), relatedProducts: related, moreProducts: more };
  }

  /**
   * The category /category-data/{slug} shows: the one with that slug, else the one that had it before (any letter
   * case); undefined when none. It carries its current slug.
   */
  async findCategoryBySlug(slug: string): Promise<CategoryDto | undefined> {
    const row = await this.catalog.categoryBySlug(slug);
    return row ? toCategoryDto(row) : undefined;
  }

  /** GET /api/home/get-category/{slug}: the category of /category-data/{slug}, or 404. */
  async categoryDetail(slug: string): Promise<CategoryResponseDto> {
    const category = await this.findCategoryBySlug(slug);
    if (!category) throw catalogErrors.categoryNotFound();
    return { category };
  }

  async queryProducts(query: QueryProductsDto): Promise<QueryProductsResponseDto> {
    const parPage = query.parPage ?? DEFAULT_PAGE_SIZE;
    const page = query.pageNumber ?? 1;
    const { products, total } = await this.catalog.products({
      category: query.category,
      categorySlug: query.categorySlug,
      gender: query.gender,
      rating: query.rating,
      lowPricePaise: query.lowPrice === undefined ? undefined : toPaise(query.lowPrice),
      highPricePaise: query.highPrice === undefined ? undefined : toPaise(query.highPrice),
      minDiscount: query.minDiscount,
      words: searchWords(query.searchValue ?? ''),
      sort: query.sortPrice,
      take: parPage,
      skip: (page - 1) * parPage,
    });
    return { products, totalProduct: total, parPage };
  }

  /**
   * The header's live suggestions: product names (spec 2), so the words are looked for in names only (a word only a
   * description has, 'artisans', suggests nothing, though a search finds it), typos only when the words find
   * nothing, the best 8.
   */
  async suggestions(text: string): Promise<SuggestionsResponseDto> {
    const words = searchWords(text);
    if (!words.length) return { suggestions: [] };
    const rows = await this.catalog.suggestions(words);
    return { suggestions: rows.map((row) => ({ name: row.name, slug: row.slug, category: row.category, image: row.image ?? '' })) };
  }
}
