import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { SeoRepository } from './seo.repository.js';
import { newest, robotsTxt, type SitemapEntry, sitemapXml, slugPath, STATIC_PAGES } from './sitemap.js';

/** How long one sitemap is answered from memory: a crawler's burst costs one build. */
export const SITEMAP_TTL_MS = 60_000;

/** sitemap.xml from the catalogue and the journal, kept for a minute; robots.txt from the config. */
@Injectable()
export class SitemapService {
  private cached: { xml: Promise<string>; until: number } | undefined;
  private readonly robots: string;

  constructor(
    private readonly seo: SeoRepository,
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
  ) {
    this.robots = robotsTxt(config.publicUrl);
  }

  robotsTxt(): string {
    return this.robots;
  }

  /** The sitemap; concurrent requests share one build, kept for SITEMAP_TTL_MS (a failed build is not kept). */
  sitemap(): Promise<string> {
    if (this.cached && Date.now() < this.cached.until) return this.cached.xml;
    const xml = this.build();
    const entry = { xml, until: Date.now() + SITEMAP_TTL_MS };
    this.cached = entry;
    xml.catch(() => {
      if (this.cached === entry) this.cached = undefined;
    });
    return xml;
  }

  private async build(): Promise<string> {
    const { categories, products, blogs, giftsChanged } = await this.seo.sitemapRows();
    const entries: SitemapEntry[] = [
      { path: '/', lastmod: newest([products[0]?.lastmod, blogs[0]?.lastmod]) },
      { path: '/collections', lastmod: newest(categories.map((category) => category.lastmod)) },
      ...categories.map((category) => ({ path: slugPath('/category-data', category.slug), lastmod: category.lastmod })),
      { path: '/gift-store', lastmod: giftsChanged },
      { path: '/blog', lastmod: newest(blogs.map((blog) => blog.lastmod)) },
      ...STATIC_PAGES.map((path) => ({ path })),
      ...blogs.map((blog) => ({ path: slugPath('/blogdetail', blog.slug), lastmod: blog.lastmod })),
      ...products.map((product) => ({ path: slugPath('/product/details', product.slug), lastmod: product.lastmod })),
    ];
    return sitemapXml(this.config.publicUrl, entries);
  }
}
