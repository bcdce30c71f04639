import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module.js';
import type { RuntimeConfig } from '../../config/config.js';
import { createFileStore, FILE_STORE } from './file-stores.js';
import { PicturesService } from './pictures.service.js';
import { StorageService } from './storage.service.js';
import { UploadsRepository } from './uploads.repository.js';

@Global()
@Module({
  providers: [
    { provide: FILE_STORE, useFactory: (config: RuntimeConfig) => createFileStore(config), inject: [APP_CONFIG] },
    StorageService,
    UploadsRepository,
    PicturesService,
  ],
  exports: [FILE_STORE, StorageService, PicturesService],
})
export class StorageModule {}
