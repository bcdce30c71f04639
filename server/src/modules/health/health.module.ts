import { Module } from '@nestjs/common';
import { SeedModule } from '../seed/seed.module.js';
import { HealthController } from './health.controller.js';
import { ShutdownState } from './shutdown-state.js';

@Module({ imports: [SeedModule], controllers: [HealthController], providers: [ShutdownState], exports: [ShutdownState] })
export class HealthModule {}
