import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogController } from './catalog.controller.js';
import { CatalogRepository } from './catalog.repository.js';
import { CatalogService } from './catalog.service.js';
import { CategoriesAdminController } from './categories.admin.controller.js';
import { CategoriesAdminService } from './categories-admin.service.js';
import { CategoriesRepository } from './categories.repository.js';
import { Category } from './entities/category.entity.js';
import { Product } from './entities/product.entity.js';
import { ProductsAdminController } from './products.admin.controller.js';
import { ProductsAdminService } from './products-admin.service.js';
import { ProductsRepository } from './products.repository.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category, Product])],
  controllers: [CatalogController, ProductsAdminController, CategoriesAdminController],
  providers: [CatalogRepository, CatalogService, ProductsRepository, ProductsAdminService, CategoriesRepository, CategoriesAdminService],
  exports: [CatalogService],
})
export class CatalogModule {}
