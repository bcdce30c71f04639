import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Banner } from './entities/banner.entity.js';

@Module({
  imports: [TypeOrmModule.forFeature([Banner])],
  controllers: [],
  providers: [],
})
export class ContentModule {}
