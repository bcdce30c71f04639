import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MAX_SITEMAP_URLS } from './sitemap.js';

/** A page named by its slug, and when it last changed. */
export type DatedSlug = { slug: string; lastmod: Date };

/** What the sitemap lists, read across the catalogue's and the journal's tables (the seo module's only SQL). */
export type SitemapRows = { categories: DatedSlug[]; products: DatedSlug[]; blogs: DatedSlug[]; giftsChanged: Date | undefined };

@Injectable()
export class SeoRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Categories in the shop's order, the newest MAX_SITEMAP_URLS products and posts, and when a gift last changed. */
  async sitemapRows(): Promise<SitemapRows> {
    const [categories, products, blogs, gifts] = (await Promise.all([
      // A category page changes when its products do.
      this.dataSource.query(
        `SELECT c.slug, greatest(c.created_at, max(p.updated_at)) AS lastmod
           FROM categories c LEFT JOIN products p ON p.category_id = c.id
          GROUP BY c.id ORDER BY c.position, c.name`,
      ),
      this.dataSource.query(`SELECT slug, updated_at AS lastmod FROM products ORDER BY created_at DESC, id LIMIT ${MAX_SITEMAP_URLS}`),
      this.dataSource.query(`SELECT slug, updated_at AS lastmod FROM blogs ORDER BY created_at DESC, id LIMIT ${MAX_SITEMAP_URLS}`),
      this.dataSource.query(`SELECT max(updated_at) AS lastmod FROM products WHERE is_gift`),
    ])) as [DatedSlug[], DatedSlug[], DatedSlug[], { lastmod: Date | null }[]];
    return { categories, products, blogs, giftsChanged: gifts[0]?.lastmod ?? undefined };
  }
}
