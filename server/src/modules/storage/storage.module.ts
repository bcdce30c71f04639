import { Global, Module } from '@nestjs/common';
import { PicturesService } from './pictures.service.js';
import { StorageService } from './storage.service.js';
import { UploadsRepository } from './uploads.repository.js';

@Global()
@Module({ providers: [StorageService, UploadsRepository, PicturesService], exports: [StorageService, PicturesService] })
export class StorageModule {}
