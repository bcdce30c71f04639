import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { createRootLogger } from '../../common/logger.js';
import { terminalFor } from '../../common/terminal.js';
import { loadConfig, type RuntimeConfig } from '../../config/config.js';
import { describeStorage } from '../../config/storage-config.js';
import { dataSourceOptions, runMigrations } from '../../database/data-source.js';
import { runCommand, withDatabase } from '../../database/command-line.js';
import { seedProgressDisplay } from './seed-progress.js';
import { SeedService } from './seed.service.js';

/**
 * `npm run seed`: loads the demo shop into an empty catalogue, against DATABASE_URL or the embedded PostgreSQL
 * under DATA_DIR when it is unset (started for the command and stopped after). Migrations run first.
 * A catalogue that is not empty is left alone (exit 0).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const terminal = terminalFor(config.logFormat);
  const display = seedProgressDisplay(createRootLogger(config.logLevel, config.logFormat, terminal), terminal);
  await withDatabase(config, async (url) => {
    const applied = await runMigrations(url);
    if (applied.length) terminal.write(`Applied migrations: ${applied.join(', ')}\n`);
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      const runtime: RuntimeConfig = { ...config, databaseUrl: url, jwtSecret: config.jwtSecret ?? '' };
      const outcome = await SeedService.standalone(dataSource, runtime).seedIfEmpty({ report: display.report }).finally(display.finish);
      if (!outcome.seeded) {
        terminal.write('The catalogue is not empty (it has categories or products): nothing was loaded.\n');
        return;
      }
      const r = outcome.report;
      terminal.write(
        `Loaded the demo shop in ${(r.milliseconds / 1000).toFixed(1)} s: ${r.categories} categories, ${r.products} products, ` +
          `${r.pictures} pictures (${r.rendered} drawn, ${r.pictures - r.rendered} reused), ${r.customers} demo customers, ` +
          `${r.reviews} reviews, ${r.banners} banners, ${r.coupons} coupons, ${r.blogs} blog posts, ${r.gifts} gifts, ${r.orders} orders ` +
          `(${r.invoices} invoices, ${r.creditNotes} credit notes).\n` +
          `Pictures are under ${describeStorage(config.storage, config.dataDir)}, in uploads/.\n`,
      );
    } finally {
      await dataSource.destroy();
    }
  });
}

runCommand(main);
