import { Controller, Get, Header } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Public } from '../../common/auth/decorators.js';
import { ROBOTS_PATH, SITEMAP_PATH } from './seo.paths.js';
import { SeoService } from './seo.service.js';

/** Browsers' and crawlers' idea of a cache for both files: ten minutes. */
const CACHE_CONTROL = 'public, max-age=600';

/** /sitemap.xml and /robots.txt at the site's root, for crawlers (not part of the API, so not in its document). */
@ApiExcludeController()
@Public()
@Controller()
export class SeoController {
  constructor(private readonly seo: SeoService) {}

  @Get(SITEMAP_PATH)
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', CACHE_CONTROL)
  sitemap(): Promise<string> {
    return this.seo.sitemap();
  }

  @Get(ROBOTS_PATH)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', CACHE_CONTROL)
  robots(): string {
    return this.seo.robotsTxt();
  }
}
