import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CartController } from './cart.controller.js';
import { CartRepository } from './cart.repository.js';
import { CartService } from './cart.service.js';
import { CartLine } from './entities/cart-line.entity.js';
import { Product } from '../catalog/entities/product.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([CartLine, Product])],
  controllers: [CartController],
  providers: [CartRepository, CartService],
  exports: [CartService],
})
export class CartModule {}
