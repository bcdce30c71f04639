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
import { seedProgressDisplay } from './modules/seed/seed-progress.js';
import { type SeedOutcome, SeedService } from './modules/seed/seed.service.js';

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
  // Loading the demo shop, after the process listens; a stop stops it first.
  let seeding: Promise<SeedOutcome> | undefined;
  let listening = false;
  const aborter = new AbortController();

  const stop = async (code: number): Promise<never> => {
    if (stopping) process.exit(code);
    stopping = true;
    aborter.abort(new Error('the process is stopping'));
    try {
      // The seed stops between two pictures (or before its commit), rolls back and lets go of its connection and lock.
      await seeding?.catch(() => undefined);
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

    // Listening first: drawing the demo pictures takes minutes on a first start. Meanwhile health answers 503
    // 'seeding', storefront pages say how far it is, and the console and the API work.
    const seed = app.get(SeedService);
    if (await seed.wantedOnStart()) {
      const display = seedProgressDisplay(logger, terminal);
      seeding = seed.seedIfEmpty({ report: display.report, signal: aborter.signal }).finally(display.finish);
      // Awaited below, after the listen: this only keeps a failure that comes sooner from counting as unhandled.
      seeding.catch(() => undefined);
    }
    await app.listen(config.port);
    listening = true;
    const where = `${config.publicUrl}/ (API ${config.publicUrl}/api, console ${config.publicUrl}/admin/)`;
    if (seeding) {
      logger.info({ context: 'Main', port: config.port }, `listening at ${config.publicUrl}/: loading the demo shop first; the console and the API work meanwhile`);
      const outcome = await seeding;
      if (outcome.seeded) {
        const seeded = outcome.report;
        logger.info(
          { context: 'Main', ...seeded },
          `demo shop loaded: ${seeded.products} products, ${seeded.pictures} pictures (${seeded.rendered} drawn) in ${(seeded.milliseconds / 1000).toFixed(1)} s`,
        );
      }
    }
    logger.info({ context: 'Main', port: config.port }, `shop ready at ${where}`);
  } catch (error) {
    // Stopped meanwhile by a signal, whose stop() finishes the work (a stopped seed ends up here too).
    if (stopping) return;
    logger.fatal({ context: 'Main', err: error }, listening && seeding ? 'could not load the demo shop' : 'could not start');
    await stop(1);
  }
}

void main();
