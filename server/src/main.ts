import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { createApp } from './app.setup.js';
import { createRootLogger } from './common/logger.js';
import { terminalFor } from './common/terminal.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { runMigrations } from './database/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { readOrCreateSecrets } from './database/secrets.js';
import { StaffBootstrap } from './modules/auth/staff-bootstrap.service.js';
import { SeedService } from './modules/seed/seed.service.js';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const terminal = terminalFor(config.logFormat);
  const logger = createRootLogger(config.logLevel, config.logFormat, terminal);
  mkdirSync(config.dataDir, { recursive: true });
  const secrets = !config.databaseUrl || !config.jwtSecret ? readOrCreateSecrets(config.dataDir) : undefined;

  let embedded: EmbeddedDatabase | undefined;
  let app: Awaited<ReturnType<typeof createApp>> | undefined;
  let stopping = false;

  const stop = async (code: number): Promise<never> => {
    if (stopping) process.exit(code);
    stopping = true;
    try {
      await app?.close();
      await embedded?.stop();
      logger.info({ context: 'Main' }, 'stopped');
    } catch (error) {
      logger.error({ context: 'Main', err: error }, 'error while stopping');
      code = code || 1;
    }
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      logger.info({ context: 'Main' }, `${signal} received, stopping`);
      void stop(0);
    });
  }

  try {
    let databaseUrl = config.databaseUrl;
    if (!databaseUrl && secrets) {
      const log = logger.child({ context: 'EmbeddedPostgres' });
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        password: secrets.postgresPassword,
        log: (message) => log.debug(message),
      });
      embedded.onUnexpectedExit(() => {
        logger.fatal({ context: 'Main' }, 'the embedded PostgreSQL stopped unexpectedly');
        void stop(1);
      });
      databaseUrl = embedded.url;
      logger.info({ context: 'Main', dataDir: config.dataDir }, `embedded PostgreSQL started, its data in ${config.dataDir}`);
    }
    if (!databaseUrl) throw new Error('no database');

    const applied = await runMigrations(databaseUrl);
    if (applied.length > 0) logger.info({ context: 'Main', applied }, `${applied.length} database migrations applied`);

    const runtime = { ...config, databaseUrl, jwtSecret: config.jwtSecret ?? secrets?.jwtSecret ?? '' };
    app = await createApp(runtime, logger);

    const admin = await app.get(StaffBootstrap).ensureAdmin();
    if (admin?.generated) {
      // Printed once, when the account is created; it is not stored anywhere else in clear.
      terminal.write(
        `\n  Staff console: ${config.publicUrl}/admin/\n  Admin account created: ${admin.email}\n  Password: ${admin.password}\n  (shown only this once — sign in and keep it safe)\n\n`,
      );
    }

    const seeded = await app.get(SeedService).seedOnStart();
    if (seeded) {
      logger.info({ context: 'Main', ...seeded }, `demo shop loaded: ${seeded.products} products, ${seeded.pictures} pictures (${seeded.rendered} drawn) in ${(seeded.milliseconds / 1000).toFixed(1)} s`);
    }

    await app.listen(config.port);
    logger.info({ context: 'Main', port: config.port }, `shop ready at ${config.publicUrl}/ (API ${config.publicUrl}/api, console ${config.publicUrl}/admin/)`);
  } catch (error) {
    logger.fatal({ context: 'Main', err: error }, 'could not start');
    await stop(1);
  }
}

void main();
