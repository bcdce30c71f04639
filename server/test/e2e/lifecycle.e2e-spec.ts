import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../src/database/embedded-postgres.js';
import { createDatabase } from '../helpers/database.js';
import { dataDirAndDatabasePerTest, dataDirPerTest } from '../helpers/scratch.js';

// These specs start the built server (`npm test` builds it first) as `npm start` would, one process each time.
const MAIN = path.resolve(import.meta.dirname, '../../dist/server/src/main.js');

type Running = { child: ChildProcess; output: () => string; exited: Promise<number | null>; port: number };

function baseEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  // No demo shop: drawing its pictures takes most of a minute on a fresh DATA_DIR (seed.e2e-spec covers seeding).
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', SEED_DEMO: 'false', ...extra };
  return env;
}

/**
 * Every server started here: one still running when its test ends (a failure or a timeout before its own SIGTERM) is
 * ended in afterEach, else it (and the jest run holding its pipes) would run for ever.
 */
const started = new Set<Running>();

afterEach(async () => {
  await Promise.all(
    [...started].map(async (running) => {
      if (running.child.exitCode === null && running.child.signalCode === null) {
        // SIGTERM first: the server stops its embedded PostgreSQL; SIGKILL if it has not exited in 20 s.
        running.child.kill('SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 20_000)));
        await Promise.race([running.exited, late]).finally(() => clearTimeout(timer));
        if (running.child.exitCode === null && running.child.signalCode === null) running.child.kill('SIGKILL');
      }
      await running.exited;
    }),
  );
  started.clear();
});

async function start(env: Record<string, string>, terminal = false): Promise<Running> {
  const port = await freePort();
  // On a terminal: under script(1), which gives the process a pseudo-terminal and copies what it shows to stdout.
  const [command, args] = terminal ? ['script', ['-qfec', `exec ${process.execPath} ${MAIN}`, '/dev/null']] : [process.execPath, [MAIN]];
  const child = spawn(command, args, { env: baseEnv({ PORT: String(port), ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const running = { child, output: () => output, exited, port };
  started.add(running);
  return running;
}

async function waitHealthy(running: Running, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${running.port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not healthy in time:\n${running.output()}`);
}

/** PostgreSQL processes whose command line names this data folder. */
function postgresProcessesFor(dataDir: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
        return cmdline.includes('postgres') && cmdline.includes(dataDir);
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Asks until `check` answers true, or gives up after `timeoutMs`. */
async function waitFor(running: Running, check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (running.child.exitCode !== null) throw new Error(`server exited early:\n${running.output()}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not in time:\n${running.output()}`);
}

/** The seed's advisory lock (seed.service.ts), held as another replica loading the demo shop holds it. */
async function holdSeedLock(databaseUrl: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('SELECT pg_advisory_lock(7311003)');
  return () => client.end();
}

const api = (running: Running, route: string, body?: unknown) =>
  fetch(`http://127.0.0.1:${running.port}/api${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe('starting and stopping the shop process', () => {
  const scratch = dataDirPerTest('shop-lifecycle-');

  it('stops at once with one line naming a bad variable', async () => {
    const running = await start({ DATA_DIR: scratch.dataDir, PORT: 'abc' });
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe('Configuration error: PORT must be a whole number from 1 to 65535 (got "abc").');
  });

  it("stops at once when SHOP_GSTIN's check character is wrong, saying why", async () => {
    const running = await start({ DATA_DIR: scratch.dataDir, SHOP_GSTIN: '08AASFS4126K1ZA' });
    expect(await running.exited).toBe(1);
    expect(running.output().trim()).toBe(
      'Configuration error: SHOP_GSTIN "08AASFS4126K1ZA" is not a GSTIN: The last character of this GSTIN does not match the others: check it for a typing mistake.',
    );
  });

  it('runs an embedded PostgreSQL under DATA_DIR, keeps data across restarts and leaves no postgres behind on SIGTERM or SIGINT', async () => {
    const first = await start({ DATA_DIR: scratch.dataDir });
    await waitHealthy(first);
    expect(existsSync(path.join(scratch.dataDir, 'postgres', 'PG_VERSION'))).toBe(true);
    expect(postgresProcessesFor(scratch.dataDir).length).toBeGreaterThan(0);
    expect(first.output()).toMatch(/Admin account created: admin@localhost\n\s+Password: \S+/);

    const customer = { name: 'Meera', email: 'meera@example.com', phone: '9876543210', password: 'meera-pass-1' };
    expect((await api(first, '/customer/customer-register', customer)).status).toBe(201);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(postgresProcessesFor(scratch.dataDir)).toEqual([]);

    const second = await start({ DATA_DIR: scratch.dataDir });
    await waitHealthy(second);
    const login = await api(second, '/customer/customer-login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(second.output()).not.toContain('Admin account created');

    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
    expect(postgresProcessesFor(scratch.dataDir)).toEqual([]);
  });

  it('uses DATABASE_URL when set and starts no PostgreSQL of its own', async () => {
    const database = await createDatabase();
    try {
      const running = await start({ DATA_DIR: scratch.dataDir, DATABASE_URL: database.url, ADMIN_EMAIL: 'boss@sona.test', ADMIN_PASSWORD: 'boss-password-1' });
      await waitHealthy(running);
      expect(existsSync(path.join(scratch.dataDir, 'postgres'))).toBe(false);
      expect(postgresProcessesFor(scratch.dataDir)).toEqual([]);
      const login = await api(running, '/admin/login', { email: 'boss@sona.test', password: 'boss-password-1' });
      expect(login.status).toBe(200);
      running.child.kill('SIGTERM');
      expect(await running.exited).toBe(0);
    } finally {
      await database.drop();
    }
  });

  it('starts two replicas together on one database: one migration run, one admin, shared rate limits with Redis', async () => {
    const database = await createDatabase();
    const redis = process.env.TEST_REDIS_URL;
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: 'a-shared-secret-for-both-replicas-0123456789',
      ...(redis ? { REDIS_URL: redis } : {}),
    };
    const replicas = await Promise.all([start({ ...shared, DATA_DIR: scratch.dataDir }), start({ ...shared, DATA_DIR: `${scratch.dataDir}-b` })]);
    try {
      await Promise.all(replicas.map((replica) => waitHealthy(replica)));
      const created = replicas.filter((replica) => replica.output().includes('Admin account created'));
      expect(created).toHaveLength(1);

      const [a, b] = replicas as [Running, Running];
      const customer = { name: 'Lata', email: `lata.${Date.now()}@example.com`, phone: '9876543210', password: 'lata-pass-12' };
      expect((await api(a, '/customer/customer-register', customer)).status).toBe(201);
      const credentials = { email: customer.email, password: customer.password };
      const login = await api(b, '/customer/customer-login', credentials);
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const info = await fetch(`http://127.0.0.1:${a.port}/api/useringfo`, { headers: { Authorization: `Bearer ${token}` } });
      expect(info.status).toBe(200);

      if (redis) {
        // Failed sign-ins counted on either replica add up.
        for (let i = 0; i < 10; i++) {
          expect((await api(i % 2 ? a : b, '/customer/customer-login', { email: customer.email, password: 'wrong-one-1' })).status).toBe(401);
        }
        expect((await api(a, '/customer/customer-login', credentials)).status).toBe(429);
      }
    } finally {
      for (const replica of replicas) replica.child.kill('SIGTERM');
      await Promise.all(replicas.map((replica) => replica.exited));
      rmSync(`${scratch.dataDir}-b`, { recursive: true, force: true });
      await database.drop();
    }
  });
});

describe('on a data folder and a database of its own for each test', () => {
  const scratch = dataDirAndDatabasePerTest('shop-lifecycle-');

  it('loads sharp, PhonePe\'s SDK, pdfkit, ioredis and the AWS SDK only when a picture, a payment, a PDF, Redis or an object store needs them', async () => {
    // Node's module loader names every CommonJS file it loads on stderr with NODE_DEBUG=module.
    const running = await start({ DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.database.url, NODE_DEBUG: 'module' });
    await waitHealthy(running);
    expect((await api(running, '/home/get-products')).status).toBe(200);
    const loaded = (name: string) => running.output().includes(`/node_modules/${name}/`);
    expect(loaded('typeorm')).toBe(true);
    expect(['sharp', 'pg-sdk-node', 'pdfkit', 'ioredis', '@aws-sdk/client-s3'].filter(loaded)).toEqual([]);
  });

  describe('the first start, listening before the demo shop is in', () => {
    it('answers health 503 seeding and lets the printed admin sign in meanwhile; SIGTERM then stops it cleanly with nothing loaded', async () => {
      const release = await holdSeedLock(scratch.database.url);
      try {
        const running = await start({ DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.database.url, SEED_DEMO: 'true' });
        await waitFor(running, async () => (await api(running, '/health')).status === 503);
        const health = await api(running, '/health');
        expect(await health.json()).toEqual({ status: 'seeding', db: 'up', progress: { step: 'waiting', done: 0, total: 0 } });
        const [, email, password] = /Admin account created: (\S+)\n\s+Password: (\S+)/.exec(running.output()) ?? [];
        expect(email).toBe('admin@localhost');
        expect((await api(running, '/admin/login', { email, password })).status).toBe(200);

        running.child.kill('SIGTERM');
        expect(await running.exited).toBe(0);
        expect(running.output()).toContain('"msg":"stopped"');
        const client = new pg.Client({ connectionString: scratch.database.url });
        await client.connect();
        expect((await client.query('SELECT count(*)::int AS n FROM categories')).rows[0].n).toBe(0);
        await client.end();
      } finally {
        await release();
      }
    });

    it('reports a seed that fails and stops, as before it listened first', async () => {
      // Pictures cannot be stored: uploads is a file.
      writeFileSync(path.join(scratch.dataDir, 'uploads'), 'not a folder');
      const running = await start({ DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.database.url, SEED_DEMO: 'true' });
      expect(await running.exited).toBe(1);
      const fatal = running
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
        .find((line) => line.level === 60);
      expect(fatal).toMatchObject({ msg: 'could not load the demo shop', err: { message: expect.stringContaining('ENOTDIR') } });
      expect(running.output()).toContain('"msg":"stopped"');
    });
  });

  describe('the log', () => {

    /** Starts, waits until ready, asks for one page, stops with SIGTERM; answers what the process wrote. */
    async function runOnce(env: Record<string, string>, terminal = false): Promise<string> {
      const running = await start({ DATA_DIR: scratch.dataDir, DATABASE_URL: scratch.database.url, ...env }, terminal);
      await waitHealthy(running);
      await api(running, '/home/get-categorys');
      const server = terminal ? childOf(running.child.pid ?? 0) : running.child.pid;
      process.kill(server ?? 0, 'SIGTERM');
      expect(await running.exited).toBe(0);
      return running.output();
    }

    it('is JSON lines into a pipe, without the ~250 lines of Nest mapping its routes, and ends with the stop', async () => {
      const output = await runOnce({});
      const lines = output.split('\n').filter((line) => line.startsWith('{'));
      const parsed = lines.map((line) => JSON.parse(line) as { msg: string; context?: string; path?: string });
      expect(parsed.some((line) => line.msg.startsWith('shop ready at'))).toBe(true);
      expect(parsed.find((line) => line.context === 'HTTP' && line.path === '/api/home/get-categorys')).toMatchObject({ msg: 'request' });
      expect(parsed.filter((line) => ['RoutesResolver', 'RouterExplorer', 'InstanceLoader'].includes(line.context ?? ''))).toEqual([]);
      expect(lines.length).toBeLessThan(20);
      expect(parsed[parsed.length - 1]?.msg).toBe('stopped');
    });

    it('is short lines for a person with LOG_FORMAT=pretty, one per request', async () => {
      const output = await runOnce({ LOG_FORMAT: 'pretty' });
      expect(output).not.toMatch(/^\{/m);
      expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: shop ready at http:\/\/localhost:\d+\/ /m);
      expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/home\/get-categorys 200 [\d.]+ ms$/m);
      expect(output).not.toContain('Mapped {');
      expect(output.trim().split('\n').pop()).toMatch(/INFO: stopped$/);
    });

    it('is short coloured lines by default on a terminal', async () => {
      const output = (await runOnce({}, true)).replace(/\r/g, '');
      const esc = '\u001b';
      expect(output).not.toMatch(/^\{/m);
      expect(output).toContain(`${esc}[32mINFO${esc}[39m: ${esc}[36mshop ready at http://localhost:`);
    });
  });
});

/** The one child process of `pid` (the server under script(1)). */
function childOf(pid: number): number | undefined {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children[0];
}
