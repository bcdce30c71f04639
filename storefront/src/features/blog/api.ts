import type { components, paths } from '@shop/openapi';
import { api, ok } from '../../api/client';

export type Blog = components['schemas']['BlogDto'];
export type BlogSection = components['schemas']['BlogSectionResponseDto'];
export type BlogQuery = NonNullable<paths['/api/blog-gets']['get']['parameters']['query']>;

/** The journal's calls of spec 7; open to everyone. */
export const blogApi = {
  list: async (query: BlogQuery) => ok(await api.GET('/api/blog-gets', { params: { query } })),
  post: async (slugOrId: string) =>
    ok(await api.GET('/api/single-blog/{slugOrId}', { params: { path: { slugOrId } } })),
};
