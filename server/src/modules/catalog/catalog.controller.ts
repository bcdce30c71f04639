import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ApiErrors } from '../../common/http/api-errors.decorator.js';
import { CachedResponse } from '../../common/http/cached-response.decorator.js';
import { CatalogService } from './catalog.service.js';
import {
  CategoriesResponseDto,
  CategoryResponseDto,
  HomeProductsResponseDto,
  PriceRangeLatestResponseDto,
  ProductDetailResponseDto,
  QueryProductsResponseDto,
  SuggestionsResponseDto,
} from './dto/catalog.response.dto.js';
import { QueryProductsDto, SuggestionsQueryDto } from './dto/query-products.dto.js';

/** The storefront's catalogue calls (spec 7), open to everyone; answers come from memory while the catalogue is unchanged. */
@ApiTags('catalog')
@Public()
@Controller('home')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('get-categorys')
  @CachedResponse()
  @ApiOperation({
    summary: 'Every category, in shop order',
    description:
      'Every category as `categorys` (spelt so): id, name, slug and picture, in shop order (position, then name). ' +
      'Never fails.',
  })
  getCategories(): Promise<CategoriesResponseDto> {
    return this.catalog.listCategories();
  }

  @Get('get-category/:slug')
  @CachedResponse()
  @ApiOperation({
    summary: 'One category by its slug or a slug it had before, as /category-data/{slug} shows it',
    description:
      'One category (`name`, `slug`, `image`) by its slug, or by a slug it had before in any letter case; the answer ' +
      'carries its current slug, so a page reached by an old address can replace it. Fails: 404 `CATEGORY_NOT_FOUND`.',
  })
  @ApiErrors(404)
  getCategory(@Param('slug') slug: string): Promise<CategoryResponseDto> {
    return this.catalog.categoryDetail(slug);
  }

  @Get('get-products')
  @CachedResponse({
    products: (body: HomeProductsResponseDto) => [...body.products, ...body.latest_product, ...body.topRated_product, ...body.discount_product].map((p) => p._id),
  })
  @ApiOperation({
    summary: 'What the home page shows: newest products (at most 48), latest, top rated and discounted',
    description:
      "The home page's lists: `products`, the 48 newest; `latest_product`, the first 12 of them; `topRated_product`, " +
      'the 12 best-rated products that have reviews; `discount_product`, the 12 largest discounts. Prices in rupees. ' +
      'Never fails.',
  })
  getProducts(): Promise<HomeProductsResponseDto> {
    return this.catalog.homeProducts();
  }

  @Get('price-range-latest-product')
  @CachedResponse({ products: (body: PriceRangeLatestResponseDto) => body.latest_product.map((p) => p._id) })
  @ApiOperation({
    summary: 'Lowest and highest sale price, and the newest products',
    description:
      '`priceRange`: the lowest and highest sale price in rupees over every product (0 and 100 while there are none), ' +
      'and `latest_product`, the 12 newest products. Never fails.',
  })
  priceRangeLatest(): Promise<PriceRangeLatestResponseDto> {
    return this.catalog.priceRangeLatest();
  }

  @Get('get-product/:slugOrId')
  @CachedResponse({ products: (body: ProductDetailResponseDto) => [body.product, ...body.relatedProducts, ...body.moreProducts].map((p) => p._id) })
  @ApiOperation({
    summary: 'One product by slug, a slug it had before, or id, with related products of its category and more from its shop',
    description:
      'One product by its slug, by a slug it had before (any letter case; the answer carries its current slug), or by ' +
      'its id when the key is a UUID, with `relatedProducts` (the 12 newest others of its category) and `moreProducts` ' +
      '(the 3 best-rated others of its shop), and `breakup`, how its price is made up at today\'s rates (metal, making, ' +
      'charges, subtotal, 3 % GST, round-off, discount, total with the taxable value and GST it holds; rupees; the lists ' +
      'do not carry it). Fails: 404 `PRODUCT_NOT_FOUND`.',
  })
  @ApiErrors(404)
  getProduct(@Param('slugOrId') slugOrId: string): Promise<ProductDetailResponseDto> {
    return this.catalog.productDetail(slugOrId);
  }

  @Get('query-products')
  @CachedResponse({ products: (body: QueryProductsResponseDto) => body.products.map((p) => p._id) })
  @ApiOperation({
    summary: 'Filter, search (typo-tolerant), sort and page the catalogue',
    description:
      'One page of the catalogue for the listing, category, deals and search pages: `products`, `totalProduct` (how ' +
      'many match) and `parPage`. Filters: `category` (slug or name, any case; an unknown one matches nothing), ' +
      '`gender` (unisex pieces included), `rating` (at least), `lowPrice` and `highPrice` (sale price in rupees), ' +
      '`minDiscount` (percent). `searchValue` looks for its words (the first 8) in names, brands and descriptions, ' +
      'each as a prefix, so half-typed words match; when they find nothing, misspelt words are matched to the closest ' +
      'words of product names. `sortPrice`: low-to-high, high-to-low, newest, rating or discount; by default relevance ' +
      'when searching, else newest. `pageNumber` from 1, `parPage` 1 to 60 (default 20). Fails: 400 ' +
      '`VALIDATION_FAILED` naming the parameter.',
  })
  @ApiErrors(400)
  queryProducts(@Query() query: QueryProductsDto): Promise<QueryProductsResponseDto> {
    return this.catalog.queryProducts(query);
  }

  @Get('search-suggestions')
  @CachedResponse()
  @ApiOperation({
    summary: 'Up to 8 product names whose words start with what has been typed so far (typos tolerated), best first',
    description:
      "The header's live suggestions: up to 8 products (name, slug, category, picture) whose names hold every word of " +
      '`q` as a prefix, best first; misspellings are tried only when the words as typed find nothing. A `q` without ' +
      'letters or digits answers none. Fails: 400 `VALIDATION_FAILED` when `q` is missing or longer than 100 ' +
      'characters.',
  })
  @ApiErrors(400)
  suggestions(@Query() query: SuggestionsQueryDto): Promise<SuggestionsResponseDto> {
    return this.catalog.suggestions(query.q);
  }
}
