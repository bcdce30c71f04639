import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataArgsStorage } from 'typeorm';

/** A class TypeORM maps to a table. */
type EntityClass = abstract new (...args: never[]) => unknown;

// Beside this file: the sources (.ts) under the tests, the build (.js) when run from dist.
const MODULES = fileURLToPath(new URL('../modules/', import.meta.url));
const SUFFIX = `.entity${path.extname(fileURLToPath(import.meta.url))}`;

/** The files of modules/<module>/entities/*.entity, in a stable order. */
function entityFiles(): string[] {
  return readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) => {
      const folder = path.join(MODULES, module.name, 'entities');
      return existsSync(folder) ? readdirSync(folder).filter((file) => file.endsWith(SUFFIX)).map((file) => path.join(folder, file)) : [];
    })
    .sort();
}

/**
 * Every module's entities, found where each module keeps them (modules/<module>/entities/*.entity), so a new module's
 * tables need no shared list. Loaded here, by this module's own import(), rather than by TypeORM's glob option: TypeORM
 * (CommonJS) imports the files from its own code, which Jest's module runner fails to do again in a second test file.
 */
async function findEntities(): Promise<EntityClass[]> {
  const loaded: Record<string, unknown>[] = await Promise.all(entityFiles().map((file) => import(file)));
  const classes = loaded.flatMap((exports) => Object.values(exports)).filter((value): value is EntityClass => typeof value === 'function');
  // The classes @Entity registered as their files ran (read after the imports).
  const tables = new Set(getMetadataArgsStorage().tables.map((table) => table.target));
  return classes.filter((value) => tables.has(value));
}

/** Every entity; shared by the app, the migration CLI and the tests. */
export const entities = await findEntities();
