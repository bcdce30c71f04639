// First: it may start the process again with its memory settings (config/process-settings.ts) before anything else runs.
import './config/process-settings.relaunch.js';
import 'reflect-metadata';
import { mkdirSync } from 'node:fs';
import { createApp } from './app.setup.js';
import { type HttpDrain, trackConnections } from './common/http/http-drain.js';
import { createRootLogger } from './common/logger.js';
import { terminalFor } from './common/terminal.js';
import { ConfigError, loadConfig, type AppConfig } from './config/config.js';
import { runMigrations } from './database/data-source.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './database/embedded-postgres.js';
import { readOrCreateSecrets } from './database/secrets.js';
import { StaffBootstrap } from './modules/auth/staff-bootstrap.service.js';
import { ShutdownState } from './modules/health/shutdown-state.js';
import { shopIdentity } from './modules/invoice/shop-identity.js';
import { seedProgressDisplay } from './modules/seed/seed-progress.js';
import { type SeedOutcome, SeedService } from './modules/seed/seed.service.js';

function readConfig(): AppConfig {
  try {
    const config = loadConfig();
    // The shop's GSTIN and invoice prefixes, checked before anything starts (the invoice module checks them again).
    shopIdentity(config.shop);
    return config;
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
  let http: HttpDrain | undefined;
  let stopping = false;
  // Loading the demo shop, after the process listens; a stop stops it first.
  let seeding: Promise<SeedOutcome> | undefined;
  let listening = false;
  const aborter = new AbortController();

  /**
   * Stops within SHUTDOWN_GRACE_MS: no new connections, idle keep-alive ones closed, the requests under way finished
   * (health answers 'stopping' meanwhile), then the pool and the embedded PostgreSQL. Requests still running near the
   * end of the grace are cut and the exit status is then 1; a second signal exits at once.
   */
  const stop = async (code: number): Promise<never> => {
    if (stopping) process.exit(code || 1);
    stopping = true;
    const grace = config.shutdownGraceMs;
    // The last resort: whatever hangs (a pool that does not close, a PostgreSQL that does not stop) does not keep the process.
    setTimeout(() => {
      logger.error({ context: 'Main', graceMs: grace }, `not stopped within SHUTDOWN_GRACE_MS (${grace} ms): exiting`);
      process.exit(code || 1);
    }, grace).unref();
    aborter.abort(new Error('the process is stopping'));
    try {
      app?.get(ShutdownState).begin();
      // What is left after the requests: the app's hooks, the pool, the embedded PostgreSQL's shutdown checkpoint.
      const reserve = Math.min(2000, grace / 4);
      const [drained] = await Promise.all([
        http?.drain(grace - reserve) ?? { cut: 0 },
        // The seed stops between two pictures (or before its commit), rolls back and lets go of its connection and lock.
        seeding?.catch(() => undefined),
      ]);
      if (drained.cut > 0) {
        logger.error({ context: 'Main', cut: drained.cut, graceMs: grace }, `${drained.cut} requests still running after SHUTDOWN_GRACE_MS were cut`);
        code = code || 1;
      }
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
        // Meanwhile requests are answered 503; the pool reconnects to the same address once it runs again.
        notice: (message) => log.warn(message),
      });
      embedded.onUnexpectedExit((error) => {
        logger.fatal({ context: 'Main', err: error }, `exiting: ${error.message}`);
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
    http = trackConnections(app.getHttpServer());

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
