import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module.js';
import { ContentModule } from '../content/content.module.js';
import { PageHeadService } from './page-head.service.js';
import { SeoController } from './seo.controller.js';
import { SeoRepository } from './seo.repository.js';
import { SitemapService } from './sitemap.service.js';

/**
 * What crawlers and link previews read: sitemap.xml and robots.txt, and the server-rendered heads of product, category
 * and journal pages (PageHeadService, exported for the storefront's serving in web.ts). It reads the catalogue and the
 * journal; neither of them knows it.
 */
@Module({
  imports: [CatalogModule, ContentModule],
  controllers: [SeoController],
  providers: [SeoRepository, SitemapService, PageHeadService],
  exports: [PageHeadService],
})
export class SeoModule {}
