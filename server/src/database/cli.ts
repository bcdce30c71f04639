import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/config.js';
import { dataSourceOptions, runMigrations } from './data-source.js';
import { runCommand, withDatabase } from './command-line.js';

/**
 * `npm run migration:run | migration:revert | migration:generate -- <Name>` against DATABASE_URL, or the embedded
 * PostgreSQL under DATA_DIR when it is unset (started for the command and stopped after).
 */
const USAGE = 'usage: cli.js run | revert | generate <Name>';

function migrationFile(name: string, timestamp: number, up: string[], down: string[]): string {
  const quote = (sql: string) => '`' + sql.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${') + '`';
  const body = (queries: string[]) => queries.map((q) => `    await queryRunner.query(${quote(q)});`).join('\n');
  return `import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ${name}${timestamp} implements MigrationInterface {
  name = '${name}${timestamp}';

  async up(queryRunner: QueryRunner): Promise<void> {
${body(up)}
  }

  async down(queryRunner: QueryRunner): Promise<void> {
${body(down)}
  }
}
`;
}

async function generate(dataSource: DataSource, rootDir: string, name: string): Promise<void> {
  if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error('the migration name must be PascalCase, e.g. AddProductSku');
  await runMigrations(String((dataSource.options as { url: string }).url));
  const sql = await dataSource.driver.createSchemaBuilder().log();
  if (sql.upQueries.length === 0) {
    process.stdout.write('The entities match the database: no migration needed.\n');
    return;
  }
  const timestamp = Date.now();
  const kebab = name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const dir = path.join(rootDir, 'migrations');
  const file = `${timestamp}-${kebab}.ts`;
  writeFileSync(
    path.join(dir, file),
    migrationFile(name, timestamp, sql.upQueries.map((q) => q.query), sql.downQueries.reverse().map((q) => q.query)),
  );
  const indexPath = path.join(dir, 'index.ts');
  const lines = readFileSync(indexPath, 'utf8').split('\n');
  const lastImport = lines.map((line) => line.startsWith('import ')).lastIndexOf(true);
  lines.splice(lastImport + 1, 0, `import { ${name}${timestamp} } from './${timestamp}-${kebab}.js';`);
  const index = lines.join('\n').replace(/\];\s*$/, `, ${name}${timestamp}];\n`);
  writeFileSync(indexPath, index);
  process.stdout.write(`wrote migrations/${file} and listed it in migrations/index.ts; review it before committing.\n`);
}

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2);
  if (!['run', 'revert', 'generate'].includes(command ?? '') || (command === 'generate' && !name)) throw new Error(USAGE);
  const config = loadConfig();
  await withDatabase(config, async (url) => {
    if (command === 'run') {
      const applied = await runMigrations(url);
      process.stdout.write(applied.length ? `applied: ${applied.join(', ')}\n` : 'No pending migrations.\n');
      return;
    }
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      if (command === 'revert') {
        await dataSource.undoLastMigration({ transaction: 'each' });
        process.stdout.write('Reverted the last migration.\n');
      } else {
        await generate(dataSource, config.rootDir, name as string);
      }
    } finally {
      await dataSource.destroy();
    }
  });
}

runCommand(main);
