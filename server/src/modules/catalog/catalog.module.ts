import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContentModule } from '../content/content.module.js';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CategoriesAdminController } from './categories.admin.controller.js';
import { CategoriesAdminService } from './categories-admin.service.js';
import { CategoriesRepository } from './categories.repository.js';
import { Category } from './entities/category.entity.js';
import { Product } from './entities/product.entity.js';
import { PageHeadService } from './page-head.service.js';
import { ProductsAdminController } from './products.admin.controller.js';
import { ProductsAdminService } from './products-admin.service.js';
import { ProductsRepository } from './products.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category, Product]), ContentModule],
  controllers: [CatalogController, ProductsAdminController, CategoriesAdminController],
  providers: [CatalogRepository, CatalogService, ProductsRepository, ProductsAdminService, CategoriesRepository, CategoriesAdminService, PageHeadService],
  exports: [CatalogService, PageHeadService],
})
export class CatalogModule {}
