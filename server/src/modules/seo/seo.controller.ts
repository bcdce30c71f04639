import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ROBOTS_PATH, SITEMAP_PATH } from './seo.paths.js';
import { SitemapService } from './sitemap.service.js';

/** Browsers' and crawlers' idea of a cache for both files: ten minutes. */
const CACHE_CONTROL = 'public, max-age=600';

/** /sitemap.xml and /robots.txt at the site's root, for crawlers (not part of the API, so not in its document). */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(private readonly sitemaps: SitemapService) {}

  @Get(SITEMAP_PATH)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', CACHE_CONTROL)
  sitemap(): Promise<string> {
    return this.sitemaps.sitemap();
  }

  @Get(ROBOTS_PATH)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE_CONTROL)
  robots(): string {
    return this.sitemaps.robotsTxt();
  }
}
