import { Module } from '@nestjs/common';
import { SeedService } from './seed.service.js';

/** The demo shop: loaded at start into an empty catalogue (SEED_DEMO), or by `npm run seed`. */
@Module({
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
