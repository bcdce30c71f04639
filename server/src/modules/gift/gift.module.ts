import { Module } from '@nestjs/common';
import { GiftAdminController } from './gift.admin.controller.js';
import { GiftController } from './gift.controller.js';
import { GiftAdminService } from './gift-admin.service.js';
import { GiftRepository } from './gift.repository.js';
import { GiftService } from './gift.service.js';

/** The gift store: gifts are catalogue products flagged is_gift, each shown under a category ('Gifts' unless named). */
@Module({
  controllers: [GiftController, GiftAdminController],
  providers: [GiftRepository, GiftService, GiftAdminService],
})
export class GiftModule {}
