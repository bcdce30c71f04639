import { Module } from '@nestjs/common';
import { GeoController } from './geo.controller.js';
import { GeoService } from './geo.service.js';

/** Where addresses are: India's PIN directory, the countries and their address rules (issue 17). */
@Module({
  controllers: [GeoController],
  providers: [GeoService],
})
export class GeoModule {}
