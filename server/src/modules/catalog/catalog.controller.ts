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
  @ApiOperation({ summary: 'Every category, in shop order' })
  getCategories(): Promise<CategoriesResponseDto> {
    return this.catalog.listCategories();
  }

  @Get('get-category/:slug')
  @CachedResponse()
  @ApiOperation({ summary: 'One category by its slug or a slug it had before (any letter case), as /category-data/{slug} shows it; the answer carries its current slug' })
  @ApiErrors(404)
  getCategory(@Param('slug') slug: string): Promise<CategoryResponseDto> {
    return this.catalog.categoryDetail(slug);
  }

  @Get('get-products')
  @CachedResponse()
  @ApiOperation({ summary: 'What the home page shows: newest products (at most 48), latest, top rated and discounted' })
  getProducts(): Promise<HomeProductsResponseDto> {
    return this.catalog.homeProducts();
  }

  @Get('price-range-latest-product')
  @CachedResponse()
  @ApiOperation({ summary: 'Lowest and highest sale price, and the newest products' })
  priceRangeLatest(): Promise<PriceRangeLatestResponseDto> {
    return this.catalog.priceRangeLatest();
  }

  @Get('get-product/:slugOrId')
  @CachedResponse()
  @ApiOperation({ summary: 'One product by slug, a slug it had before, or id (the answer carries its current slug), with related products of its category and more from its shop' })
  @ApiErrors(404)
  getProduct(@Param('slugOrId') slugOrId: string): Promise<ProductDetailResponseDto> {
    return this.catalog.productDetail(slugOrId);
  }

  @Get('query-products')
  @CachedResponse()
  @ApiOperation({ summary: 'Filter, search (typo-tolerant), sort and page the catalogue' })
  @ApiErrors(400)
  queryProducts(@Query() query: QueryProductsDto): Promise<QueryProductsResponseDto> {
    return this.catalog.queryProducts(query);
  }

  @Get('search-suggestions')
  @CachedResponse()
  @ApiOperation({ summary: 'Up to 8 product names whose words start with what has been typed so far (typos tolerated), best first' })
  @ApiErrors(400)
  suggestions(@Query() query: SuggestionsQueryDto): Promise<SuggestionsResponseDto> {
    return this.catalog.suggestions(query.q);
  }
}
