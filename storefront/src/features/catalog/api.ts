import type { components, paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type Product = components['schemas']['ProductDto'];
export type Category = components['schemas']['CategoryDto'];
export type HomeProducts = components['schemas']['HomeProductsResponseDto'];
export type Suggestion = components['schemas']['SuggestionDto'];
export type ProductDetail = components['schemas']['ProductDetailResponseDto'];
export type PriceBreakup = components['schemas']['PriceBreakupDto'];
export type ProductQuery = NonNullable<paths['/api/home/query-products']['get']['parameters']['query']>;

/** The catalogue calls of spec 7; open to everyone. */
export const catalogApi = {
  categories: async () => ok(await api.GET('/api/home/get-categorys')),
  category: async (slug: string) => ok(await api.GET('/api/home/get-category/{slug}', { params: { path: { slug } } })),
  homeProducts: async () => ok(await api.GET('/api/home/get-products')),
  product: async (slugOrId: string) =>
    ok(await api.GET('/api/home/get-product/{slugOrId}', { params: { path: { slugOrId } } })),
  queryProducts: async (query: ProductQuery) => ok(await api.GET('/api/home/query-products', { params: { query } })),
  suggestions: async (q: string, signal?: AbortSignal) =>
    ok(await api.GET('/api/home/search-suggestions', { params: { query: { q } }, signal })),
};
