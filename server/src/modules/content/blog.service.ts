import { Injectable } from '@nestjs/common';
import { containsPattern } from '../../common/http/list-filter.js';
import { prefixTsQuery } from '../../common/text-search.js';
import { type BlogSearch, BlogRepository } from './blog.repository.js';
import { contentErrors } from './content.errors.js';
import { type BlogAdminDto, type BlogResponseDto, type BlogsResponseDto, toBlogAdminDto, toBlogDto } from './dto/blog.response.dto.js';
import type { GetBlogsQueryDto } from './dto/get-blogs-query.dto.js';

export const DEFAULT_BLOGS_PER_PAGE = 20;
/** Search words shorter than this are matched as plain text (ILIKE) rather than as word prefixes. */
const SHORTEST_PREFIX = 3;

/** How the search box's text is looked for: word prefixes when a word is long enough, else the text as typed. */
function searchOf(text: string): BlogSearch {
  const tsQuery = prefixTsQuery(text);
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (tsQuery && words.some((word) => word.length >= SHORTEST_PREFIX)) return { tsQuery };
  // Only one- or two-letter words (or none): a prefix of every word would match nearly everything, so the text as typed.
  return text ? { pattern: containsPattern(text) } : undefined;
}

/** The shop's journal as the storefront reads it: pages of posts, full-text search, one post by slug or id. */
@Injectable()
export class BlogService {
  constructor(private readonly blogs: BlogRepository) {}

  /** One page of posts, newest first; with `q`, the posts whose name or text match it, best first. */
  async listPublic(query: GetBlogsQueryDto): Promise<BlogsResponseDto> {
    const page = query.page ?? 1;
    const perPage = query.perPage ?? DEFAULT_BLOGS_PER_PAGE;
    const { rows, total } = await this.blogs.search(searchOf(query.q?.trim() ?? ''), { skip: (page - 1) * perPage, take: perPage });
    return { blogData: rows.map(toBlogDto), total, page, perPage };
  }

  /** A post by its slug, or by its id (spec 7 'single-blog/{slug or id}'). */
  async getPublic(slugOrId: string): Promise<BlogResponseDto> {
    const blog = await this.blogs.findBySlugOrId(slugOrId);
    if (!blog) throw contentErrors.blogNotFound();
    return { blogData: toBlogDto(blog) };
  }

  /** The post /blogdetail/{slug or id} shows, with when it last changed (the page's server-rendered head); undefined when there is none. */
  async findPost(slugOrId: string): Promise<BlogAdminDto | undefined> {
    const blog = await this.blogs.findBySlugOrId(slugOrId);
    return blog ? toBlogAdminDto(blog) : undefined;
  }
}
