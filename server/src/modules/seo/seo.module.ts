import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ContentModule } from '../content/content.module.js';
import { PageBodyService } from './page-body.service.js';
import { PageHeadService } from './page-head.service.js';
import { SeoController } from './seo.controller.js';
import { SeoRepository } from './seo.repository.js';
import { SitemapService } from './sitemap.service.js';

/**
 * What crawlers and link previews read: sitemap.xml and robots.txt, the server-rendered heads of product, category
 * and journal pages (PageHeadService) and the storefront's first screens drawn on the server (PageBodyService), both
 * exported for the storefront's serving in web.ts. It reads the catalogue and the journal; neither of them knows it.
 */
@Module({
  imports: [CatalogModule, ContentModule],
  controllers: [SeoController],
  providers: [SeoRepository, SitemapService, PageHeadService, PageBodyService],
  exports: [PageHeadService, PageBodyService],
})
export class SeoModule {}
