// `npm run bench:profile [-- row …]`: where a request computed afresh spends the server's time. For each row (a route
// of `npm run bench`, the answer cache off) it starts the built server on a scratch catalogue, loads it at
// PROFILE_CONNECTIONS (50) connections for PROFILE_SECONDS (5) after a second's warm-up, and prints req/s, p50, p99
// and the server's CPU milliseconds per request (its user and system time from /proc over the timed seconds, which
// other processes on a busy machine change far less than they change req/s). PROFILE_CPU=1: also the functions with
// the most self time and the packages and files by self and inclusive time, from a `node --cpu-prof` profile of that
// server, over the timed seconds only (PROFILE_KEEP=<dir> keeps the .cpuprofile files). PROFILE_DISTS=<a>,<b> (build
// folders, server/dist of each) measures every row on each build in turn, PROFILE_ROUNDS (1) times, to compare them
// back to back. PROFILE_CACHE=1 keeps the answer cache on (as deployed); PROFILE_NODE_ARGS adds flags to the server's
// node (e.g. `--max-semi-space-size=8`); each row also prints the server's peak resident memory (VmHWM). Rows: list, filter, product, search, suggest, home, health, cart, wishlist, useringfo, orders (all when none is
// named), and place: PROFILE_ORDER_CUSTOMERS (200) customers placing orders in rounds, each of a product of its own
// stocked for every order (`npm run bench`'s uncontended row; req/s there is orders/s, p50 and p99 are the orders'
// own); PROFILE_PRODUCTS (1 000) products. DATABASE_URL is required: a scratch database is created there and dropped.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateCatalogue } from './catalogue.mjs';
import { searchWorkload } from './searches.mjs';
import { contendedProducts, measurePlaceOrder, registerCustomers } from './place-order.mjs';
import { signedInCustomers } from './signed-in.mjs';
import { peakRssMb, startChild, stopChild } from '../lib/child-server.mjs';
import { createScratchDatabase, freePort } from '../lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'server', 'dist', 'server', 'src');
const PRODUCTS = Number(process.env.PROFILE_PRODUCTS ?? 1000);
const SECONDS = Number(process.env.PROFILE_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.PROFILE_CONNECTIONS ?? 50);
const CPU_PROFILE = process.env.PROFILE_CPU === '1';
// Other builds to compare, each row measured on each in turn (PROFILE_DISTS: server/dist folders, comma-separated).
const DISTS = process.env.PROFILE_DISTS ? process.env.PROFILE_DISTS.split(',').map((folder) => path.resolve(folder, 'server', 'src')) : [dist];
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 1);
const TOP = Number(process.env.PROFILE_TOP ?? 25);
const CACHE = process.env.PROFILE_CACHE === '1';
const NODE_ARGS = (process.env.PROFILE_NODE_ARGS ?? '').split(' ').filter(Boolean);
const ORDER_CUSTOMERS = Number(process.env.PROFILE_ORDER_CUSTOMERS ?? 200);
const TICKS = 100; // /proc/<pid>/stat counts in clock ticks of 1/100 s on Linux

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
const { runMigrations } = await import(pathToFileURL(path.join(dist, 'database', 'data-source.js')).href);
const { seededRandom } = await import(pathToFileURL(path.join(dist, 'common', 'seeded-random.js')).href);

function cpuTicks(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** Where a call frame's code lives: the npm package, the app's own file, or node's internals. */
function placeOf(callFrame) {
  const url = callFrame.url;
  if (!url) return callFrame.functionName.startsWith('(') ? callFrame.functionName : '(native)';
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const own = url.match(/\/dist\/(.*)$/);
  if (own) return `app:${own[1].replace(/^server\/src\//, '')}`;
  return url.startsWith('node:') ? 'node' : url;
}

/**
 * The samples of a .cpuprofile taken from `fromMicros` on (the clock of process.hrtime, which V8's profile shares):
 * the functions with the most self time, and the places (package, app file) by inclusive time.
 */
function summarise(file, fromMicros) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const self = new Map();
  const selfByPlace = new Map();
  const inclusive = new Map();
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    const micros = profile.timeDeltas[i + 1] ?? 0;
    if (at < fromMicros) continue;
    const node = byId.get(profile.samples[i]);
    const where = node.callFrame.url ? `${placeOf(node.callFrame)}:${node.callFrame.lineNumber + 1}` : '';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${where}`;
    self.set(key, (self.get(key) ?? 0) + micros);
    const place = placeOf(node.callFrame);
    selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + micros);
    const places = new Set();
    for (let id = node.id; id !== undefined; id = parent.get(id)) places.add(placeOf(byId.get(id).callFrame));
    for (const place of places) inclusive.set(place, (inclusive.get(place) ?? 0) + micros);
    total += micros;
  }
  const top = (map) => [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  return { total, self: top(self), selfByPlace: top(selfByPlace), inclusive: top(inclusive) };
}

const database = await createScratchDatabase(process.env.DATABASE_URL, 'profile');
const secrets = { jwt: randomBytes(32).toString('hex'), admin: randomBytes(12).toString('hex') };
const work = mkdtempSync(path.join(tmpdir(), 'shop-profile-'));
let sql;
try {
  await runMigrations(database.url);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  const catalogue = await generateCatalogue(sql, PRODUCTS);
  await sql.query('VACUUM ANALYZE products, categories, product_search, search_words');

  const start = async (profileDir, serverDir = dist) => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let child;
    const started = await startChild({
      args: [...NODE_ARGS, ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []), path.join(serverDir, 'main.js')],
      env: {
        DATABASE_URL: database.url,
        PORT: String(port),
        DATA_DIR: mkdtempSync(path.join(work, 'data-')),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        JWT_SECRET: secrets.jwt,
        ADMIN_EMAIL: 'profile-admin@example.com',
        ADMIN_PASSWORD: secrets.admin,
        PUBLIC_URL: base,
        ...(CACHE ? {} : { RESPONSE_CACHE_MS: '0' }),
      },
      healthUrl: `${base}/api/health`,
      register: (spawned) => (child = spawned),
    });
    return { base, child: started.child ?? child };
  };

  // The signed-in customers, made once through a server of their own.
  const setup = await start();
  const customers = await signedInCustomers({ base: setup.base, sql, count: 10 });
  const chosenRows = process.argv.slice(2);
  const placing = chosenRows.length === 0 || chosenRows.includes('place');
  const orderCustomers = placing ? await registerCustomers(setup.base, ORDER_CUSTOMERS) : [];
  const orderProducts = placing ? await contendedProducts(sql, ORDER_CUSTOMERS) : [];
  await stopChild(setup.child);

  const workload = searchWorkload({ seededRandom, count: 3000 });
  const signed = (pathOf) => customers.map((c) => ({ path: pathOf(c), headers: { authorization: `Bearer ${c.token}` } }));
  const all = {
    list: [1, 2, 3].map((n) => ({ path: `/api/home/query-products?pageNumber=${n}` })),
    // A category with a price band and a price or rating sort, as npm run bench's category+price+sort row asks.
    filter: catalogue.categories.flatMap((category, i) =>
      [1, 2].map((pageNumber) => ({
        path: `/api/home/query-products?${new URLSearchParams({ category, lowPrice: String(1000 * (1 + (i % 3))), highPrice: String(20000 * (1 + (i % 2))), sortPrice: ['low-to-high', 'high-to-low', 'rating', 'newest'][i % 4], pageNumber: String(pageNumber) })}`,
      })),
    ),
    product: catalogue.slugs.map((slug) => ({ path: `/api/home/get-product/${slug}` })),
    search: workload.paths.map((p) => ({ path: p })),
    suggest: workload.suggestions.map((p) => ({ path: p })),
    home: [{ path: '/api/home/get-products' }],
    health: [{ path: '/api/health' }],
    cart: signed((c) => `/api/home/product/get-card-product/${c.id}`),
    wishlist: signed((c) => `/api/home/product/get-wishlist-products/${c.id}`),
    useringfo: signed(() => '/api/useringfo'),
    orders: signed((c) => `/api/home/customer/gat-orders/${c.id}/all`),
    place: 'orders placed',
  };
  const chosen = chosenRows.length ? chosenRows : Object.keys(all);
  /** Autocannon's load on `requests` for `duration` seconds, in the shape the rows print. */
  const load = (base, requests, duration) =>
    new Promise((resolve, reject) => autocannon({ url: base, connections: CONNECTIONS, requests, timeout: 10, duration }, (error, r) => (error ? reject(error) : resolve(r))));
  /** Rounds of orders placed for `seconds`, in the same shape. */
  const place = async (base, seconds) => {
    const run = await measurePlaceOrder({ base, sql, customers: orderCustomers, products: orderProducts, seconds, warmupSeconds: 0, connections: CONNECTIONS, checkpoint: () => {}, log: () => {}, stockShare: 1 });
    if (!run.consistent) throw new Error(`orders placed do not add up: ${JSON.stringify(run.check)}`);
    return { requests: { average: run.ordersPerSecond, total: run.orders + run.conflicts + run.errors + run.non2xx }, latency: { p50: Math.round(run.p50), p99: Math.round(run.p99) }, errors: run.errors, timeouts: 0, non2xx: run.non2xx + run.conflicts };
  };
  const summary = [];
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) for (const name of chosen) for (const [build, serverDir] of DISTS.entries()) runs.push({ name, build, serverDir });
  for (const { name, build, serverDir } of runs) {
    const requests = all[name];
    if (!requests) throw new Error(`unknown row ${name}`);
    const profileDir = CPU_PROFILE ? mkdtempSync(path.join(work, `prof-${name}-`)) : undefined;
    const server = await start(profileDir, serverDir);
    const measure = (duration) => (name === 'place' ? place(server.base, duration) : load(server.base, requests, duration));
    await measure(1);
    const from = Number(process.hrtime.bigint() / 1000n);
    const before = cpuTicks(server.child.pid);
    const result = await measure(SECONDS);
    const ticks = cpuTicks(server.child.pid) - before;
    const peakMb = peakRssMb(server.child);
    await stopChild(server.child);
    const cpuMs = (ticks * (1000 / TICKS)) / result.requests.total;
    const line = `${DISTS.length > 1 ? `#${build} ` : ''}${name.padEnd(10)} ${Math.round(result.requests.average).toString().padStart(6)} req/s  p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  server CPU ${cpuMs.toFixed(3)} ms/req  errors ${result.errors + result.timeouts}/${result.non2xx}  peak RSS ${Math.round(peakMb ?? 0)} MB`;
    summary.push(line);
    console.log(line);
    if (profileDir) {
      // The server starts itself again with its malloc settings (process.execve), and the first process writes a
      // profile of its start too: the one of the timed seconds is the last written.
      const file = readdirSync(profileDir)
        .filter((f) => f.endsWith('.cpuprofile'))
        .sort((a, b) => statSync(path.join(profileDir, a)).mtimeMs - statSync(path.join(profileDir, b)).mtimeMs)
        .at(-1);
      if (file && process.env.PROFILE_KEEP) cpSync(path.join(profileDir, file), path.join(process.env.PROFILE_KEEP, `${name}.cpuprofile`));
      if (file) {
        const { total, self, selfByPlace, inclusive } = summarise(path.join(profileDir, file), from);
        const share = (micros) => `${((100 * micros) / total).toFixed(1).padStart(5)} %`;
        console.log('  self time:');
        for (const [key, micros] of self) console.log(`   ${share(micros)}  ${key}`);
        console.log('  self time, by package or file:');
        for (const [key, micros] of selfByPlace) console.log(`   ${share(micros)}  ${key}`);
        console.log('  inclusive, by package or file:');
        for (const [key, micros] of inclusive) console.log(`   ${share(micros)}  ${key}`);
      }
    }
  }
  console.log(`\n${summary.join('\n')}`);
} finally {
  await sql?.end();
  await database.drop();
  rmSync(work, { recursive: true, force: true });
}
