import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { RuntimeConfig } from './config.js';

/** Injection token of the validated RuntimeConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: RuntimeConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}
