import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Controller, Inject, type INestApplication, Post, UploadedFile, UploadedFiles } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import sharp from 'sharp';
import request from 'supertest';
import { HttpErrorFilter } from '../../common/errors/http-error.filter.js';
import { ConfigModule } from '../../config/config.module.js';
import { loadConfig, type RuntimeConfig } from '../../config/config.js';
import { ImagesUpload, ImageUpload, RequiredUploadPipe, type UploadedImageFile } from './image-upload.js';
import { MAX_UPLOAD_BYTES, type StoredImage, StorageService } from './storage.service.js';

@Controller('test-uploads')
class UploadController {
  constructor(@Inject(StorageService) private readonly storage: StorageService) {}

  @Post('one')
  @ImageUpload('image')
  one(@UploadedFile(new RequiredUploadPipe('image')) file: UploadedImageFile): Promise<StoredImage> {
    return this.storage.saveImage(file.buffer, 'tests');
  }

  @Post('many')
  @ImagesUpload('images', 2)
  many(@UploadedFiles(new RequiredUploadPipe('images')) files: UploadedImageFile[]): Promise<StoredImage[]> {
    return Promise.all(files.map((file) => this.storage.saveImage(file.buffer, 'tests')));
  }
}

describe('image uploads through multer', () => {
  let app: INestApplication;
  let dataDir: string;
  let png: Buffer;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-upload-'));
    const config = { ...loadConfig({}), dataDir, databaseUrl: 'postgres://unused', jwtSecret: 'x'.repeat(32) } satisfies RuntimeConfig;
    const moduleRef = await Test.createTestingModule({
      // StorageService alone: StorageModule's PicturesService needs the database, which multer's handling does not.
      imports: [ConfigModule.forRoot(config)],
      providers: [StorageService],
      controllers: [UploadController],
    }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    app.useGlobalFilters(new HttpErrorFilter());
    await app.init();
    png = await sharp({ create: { width: 50, height: 40, channels: 3, background: '#c9a227' } }).png().toBuffer();
  });

  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores an image sent as multipart', async () => {
    const response = await request(app.getHttpServer()).post('/test-uploads/one').attach('image', png, 'photo.png');
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ url: expect.stringMatching(/^\/uploads\/tests\/.+-640\.webp$/), width: 50, height: 40 });
  });

  it('answers 400 UPLOAD_TOO_LARGE when multer cuts off a file over 5 MB', async () => {
    const big = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1024)]);
    const response = await request(app.getHttpServer()).post('/test-uploads/one').attach('image', big, 'big.png');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'The image is larger than 5 MB.', statusCode: 400, code: 'UPLOAD_TOO_LARGE' });
  });

  it('answers the same when the file is one byte over, which multer lets through', async () => {
    const justOver = Buffer.concat([png, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - png.length)]);
    const response = await request(app.getHttpServer()).post('/test-uploads/one').attach('image', justOver, 'big.png');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('UPLOAD_TOO_LARGE');
  });

  it('answers 400 UPLOAD_MISSING without a file', async () => {
    const response = await request(app.getHttpServer()).post('/test-uploads/one').field('note', 'no file');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'UPLOAD_MISSING' });
    const many = await request(app.getHttpServer()).post('/test-uploads/many').field('note', 'no file');
    expect(many.body.code).toBe('UPLOAD_MISSING');
  });

  it('answers 400 UPLOAD_NOT_IMAGE for a text file named like a picture', async () => {
    const response = await request(app.getHttpServer())
      .post('/test-uploads/one')
      .attach('image', Buffer.from('not a picture'), { filename: 'x.png', contentType: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('UPLOAD_NOT_IMAGE');
  });

  it('stores several images and refuses more than the route allows with a 400', async () => {
    const two = await request(app.getHttpServer()).post('/test-uploads/many').attach('images', png, 'a.png').attach('images', png, 'b.png');
    expect(two.status).toBe(201);
    expect(two.body).toHaveLength(2);
    const three = await request(app.getHttpServer())
      .post('/test-uploads/many')
      .attach('images', png, 'a.png')
      .attach('images', png, 'b.png')
      .attach('images', png, 'c.png');
    expect(three.status).toBe(400);
  });
});
