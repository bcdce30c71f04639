import { type AppConfig, ConfigError } from '../config/config.js';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.js';
import { readOrCreateSecrets } from './secrets.js';

/**
 * Runs `work` against DATABASE_URL, or against the embedded PostgreSQL under DATA_DIR when it is unset (started for
 * the command and stopped after, whatever happens).
 */
export async function withDatabase<T>(config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>, work: (url: string) => Promise<T>): Promise<T> {
  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  try {
    if (!url) {
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        password: readOrCreateSecrets(config.dataDir).postgresPassword,
        log: () => undefined,
      });
      url = embedded.url;
    }
    return await work(url);
  } finally {
    await embedded?.stop();
  }
}

/** A command-line tool's entry: a failure prints one line (configuration errors say so) and exits 1. */
export function runCommand(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof ConfigError ? 'Configuration error: ' : ''}${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
