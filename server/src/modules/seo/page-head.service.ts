import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { ChangeFeed, type ChangeStamp } from '../../database/change-feed.js';
import { BlogService } from '../content/blog.service.js';
import { CatalogService } from '../catalog/catalog.service.js';
import { CatalogErrorCode } from '../catalog/catalog.errors.js';
import { blogHead, categoryHead, preloadedAnswers, productHead } from './page-head.js';

/**
 * What a storefront page's HTML gets: its status and its own head tags (undefined: the plain index.html); or, for an
 * address naming a record otherwise than by its slug (a slug it had before, other letter case), a permanent redirect
 * to its own path, which search engines take as the page having moved there (the request's query goes along).
 * `answers`: the API answers the page asks for first (preloadedAnswers), which a page drawn on the server does not
 * need (its data goes with it whole).
 */
export type PageHead = { status: 200 | 404; tags: string | undefined; answers?: string } | { status: 301; location: string };

/** The storefront pages with a head of their own (spec 2 routes), with their one slug segment. */
const PAGES = [
  { pattern: /^\/product\/details\/([^/]+)\/?$/, kind: 'product' },
  { pattern: /^\/category-data\/([^/]+)\/?$/, kind: 'category' },
  { pattern: /^\/blogdetail\/([^/]+)\/?$/, kind: 'blog' },
] as const;

/**
 * The category page's own filters (storefront/src/lib/listing-query.ts: sort, min, max). With any of them the first
 * card may be another piece, so its picture is not preloaded.
 */
const LISTING_FILTERS = ['sort', 'min', 'max'];

/** Longest slug looked up: the columns hold at most 220 (products, blogs) and 100 (categories) characters. */
const MAX_SLUG = 220;
/** Bound on the heads kept; the oldest go first. */
const MAX_ENTRIES = 2000;
const UNKNOWN: PageHead = { status: 404, tags: undefined };

/** The redirect of an address that names a record otherwise to `route`/`slug`, its own. */
function moved(route: string, slug: string): Made {
  return { head: { status: 301, location: `${route}/${slug}` }, products: [] };
}

/** A head as made: the products whose stock it shows (the product page's answer, preloaded), none for the others. */
type Made = { head: PageHead; products: string[] };
/** `products` is known once the head is made. */
type Entry = { head: Promise<PageHead>; stamp: ChangeStamp; products?: string[]; freshUntil: number };

/**
 * The server-rendered head of product, category and journal post pages, for crawlers and link previews that do
 * not run the storefront's code (DECISIONS.md, SEO), and the preload of the picture such a page shows first.
 * It asks the catalogue for products and categories and the content module for posts. A head is kept
 * in memory as long as the catalogue's public answers are (RESPONSE_CACHE_MS) and forgotten on the same changes to
 * products, categories or blogs, by the same change feed (database/change-feed.ts, migrations
 * 1764120000000, 1764500000000 and 1764900000000: a product page's head on a change to the stock of a product it
 * shows); concurrent requests for one page share one look-up.
 */
@Injectable()
export class PageHeadService {
  private readonly logger = new Logger('PageHead');
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly catalog: CatalogService,
    private readonly blogs: BlogService,
    private readonly changes: ChangeFeed,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {}

  /**
   * The head of a storefront path (as requested, not decoded) with its query string; undefined for paths that have
   * none of their own.
   */
  forPath(path: string, search = ''): Promise<PageHead> | undefined {
    for (const { pattern, kind } of PAGES) {
      const match = pattern.exec(path);
      if (!match?.[1]) continue;
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]);
      } catch {
        return Promise.resolve(UNKNOWN);
      }
      if (slug.length > MAX_SLUG) return Promise.resolve(UNKNOWN);
      if (kind === 'product') return this.cached(`product:${slug}`, () => this.product(slug));
      if (kind === 'blog') return this.cached(`blog:${slug}`, () => this.blog(slug));
      const params = new URLSearchParams(search);
      const filtered = LISTING_FILTERS.some((name) => params.has(name));
      return this.cached(`category${filtered ? '?' : ':'}${slug}`, () => this.category(slug, !filtered));
    }
    return undefined;
  }

  /**
   * The product's head, and the answer of GET /api/home/get-product/{slug} that the page asks for first: the page is
   * drawn as soon as its code has run, without waiting for that request (the same answer the API gives, forgotten on
   * the same catalogue changes).
   */
  private async product(slug: string): Promise<Made> {
    const detail = await this.catalog.productDetail(slug).catch((error: unknown) => {
      if (error instanceof AppError && error.code === CatalogErrorCode.ProductNotFound) return undefined;
      throw error;
    });
    if (!detail) return { head: UNKNOWN, products: [] };
    // Asked for by its id, the page stays (as /blogdetail/{id} does), naming its slug address as canonical.
    if (detail.product.slug !== slug && detail.product._id !== slug.toLowerCase()) return moved('/product/details', detail.product.slug);
    const answer = preloadedAnswers({ [`/api/home/get-product/${encodeURIComponent(slug)}`]: detail });
    return {
      head: { status: 200, tags: productHead(detail.product, this.config.publicUrl), answers: answer },
      products: [detail.product, ...detail.relatedProducts, ...detail.moreProducts].map((product) => product._id),
    };
  }

  /** A post by its slug, or its id as the page also accepts (GET /api/single-blog/{slug or id}). */
  private async blog(slugOrId: string): Promise<Made> {
    const post = await this.blogs.findPost(slugOrId);
    if (!post) return { head: UNKNOWN, products: [] };
    if (post.slug !== slugOrId && post.id !== slugOrId.toLowerCase()) return moved('/blogdetail', post.slug);
    return { head: { status: 200, tags: blogHead(post, this.config.publicUrl) }, products: [] };
  }

  /**
   * The category's head, and the answer of GET /api/home/get-category/{slug} that the page asks for first (its name
   * and picture, drawn without waiting for that request).
   */
  private async category(slug: string, withFirstPicture: boolean): Promise<Made> {
    const category = await this.catalog.findCategoryBySlug(slug);
    if (!category) return { head: UNKNOWN, products: [] };
    if (category.slug !== slug) return moved('/category-data', category.slug);
    // The page's own first request for products (newest first). Only its picture is used, which no stock change alters.
    const first = withFirstPicture ? (await this.catalog.queryProducts({ categorySlug: category.slug, parPage: 1 })).products[0] : undefined;
    const answer = preloadedAnswers({ [`/api/home/get-category/${encodeURIComponent(slug)}`]: { category } });
    return { head: { status: 200, tags: categoryHead(category, this.config.publicUrl, first?.images[0]), answers: answer }, products: [] };
  }

  /** Whether a kept head is still true: fresh, and nothing it shows changed (while being made: nothing at all). */
  private current(entry: Entry): boolean {
    return Date.now() < entry.freshUntil && this.changes.isCurrent(entry.stamp, entry.products);
  }

  private cached(key: string, render: () => Promise<Made>): Promise<PageHead> {
    const kept = this.entries.get(key);
    if (kept && this.current(kept)) return kept.head;
    const stamp = this.changes.stamp();
    const head: Promise<PageHead> = render().then(
      (made) => {
        const entry = this.entries.get(key);
        if (entry?.head === head) entry.products = made.products;
        return made.head;
      },
      (error: unknown) => {
        // The shop still works without its tags: the plain page, and nothing kept.
        this.logger.warn(`page head of ${key} not rendered: ${error instanceof Error ? error.message : String(error)}`);
        if (this.entries.get(key)?.head === head) this.entries.delete(key);
        return { status: 200, tags: undefined } satisfies PageHead;
      },
    );
    // Kept only while the change feed listens: otherwise a change could go unnoticed.
    if (this.config.responseCacheMs > 0 && this.changes.listening) {
      this.entries.delete(key);
      this.entries.set(key, { head, stamp, freshUntil: Date.now() + this.config.responseCacheMs });
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= MAX_ENTRIES) break;
        this.entries.delete(oldest);
      }
    }
    return head;
  }
}
