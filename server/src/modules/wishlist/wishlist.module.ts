import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { WishlistItem } from './entities/wishlist-item.entity.js';
import { Product } from '../catalog/entities/product.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([WishlistItem, Product])],
  controllers: [],
  providers: [],
})
export class WishlistModule {}
