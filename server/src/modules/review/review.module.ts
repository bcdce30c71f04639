import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Review } from './entities/review.entity.js';
import { Product } from '../catalog/entities/product.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Review, Product])],
  controllers: [],
  providers: [],
})
export class ReviewModule {}
