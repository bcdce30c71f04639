import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module.js';
import { API_PREFIX, buildOpenApiDocument } from '../app.setup.js';
import { loadConfig } from '../config/config.js';

/**
 * Writes the OpenAPI document of the code to the path given as the first argument, without a database:
 * Nest's preview mode builds the module graph without instantiating providers.
 */
async function main(): Promise<void> {
  const out = process.argv[2];
  if (!out) throw new Error('usage: generate.js <output.json>');
  const config = loadConfig({});
  const runtime = { ...config, databaseUrl: 'postgres://openapi@127.0.0.1:1/none', jwtSecret: 'openapi-generation-only' };
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(runtime), {
    preview: true,
    logger: false,
    bodyParser: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const document = buildOpenApiDocument(app);
  await app.close();
  writeFileSync(out, JSON.stringify(document, null, 2) + '\n');
}

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
