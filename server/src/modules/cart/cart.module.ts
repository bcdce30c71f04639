import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartLine } from './entities/cart-line.entity.js';
import { Product } from '../catalog/entities/product.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([CartLine, Product])],
  controllers: [],
  providers: [],
})
export class CartModule {}
