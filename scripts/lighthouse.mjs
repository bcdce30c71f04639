// `npm run lighthouse [-- --json <file>]`: starts the built shop on a scratch data folder with the demo shop, finds a
// category and a product through the API, and runs Lighthouse (mobile, its default config: simulated slow 4G and a
// 4x slower CPU) on the home page, the category page and the product page, LIGHTHOUSE_RUNS times each, in a fresh
// headless Chromium every time. It prints the median performance and accessibility scores, LCP, CLS and TBT against
// the issue's targets, and for a page that misses them the audits that cost it. Everything it starts or creates is
// stopped and removed at the end, on failure and on Ctrl+C.
//
// Environment: LIGHTHOUSE_RUNS (3), CHROME_PATH (/usr/bin/chromium), DATABASE_URL (a PostgreSQL server to create
// the scratch database on; unset: the server's embedded PostgreSQL in the scratch data folder).
// The scores depend on the machine: a busy CPU lengthens every task Lighthouse times, so the load average and
// Lighthouse's own CPU benchmark are printed beside them.
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startChild, stopChild } from './lib/child-server.mjs';
import { cleanupStack, runThenCleanUp } from './lib/clean-up.mjs';
import { createScratchDatabase, freePort } from './lib/scratch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const RUNS = (() => {
  const raw = process.env.LIGHTHOUSE_RUNS ?? '';
  if (raw === '') return 3;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of at least 1 (got "${raw}")`);
  return value;
})();
const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const jsonIndex = process.argv.indexOf('--json');
const JSON_FILE = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
if (jsonIndex > 0 && !JSON_FILE) throw new Error('--json needs a file name');

// Issue 19's targets: performance at least 95 on each page, accessibility staying 100.
const TARGET = { performance: 95, accessibility: 100 };
// The first seed draws every demo picture; on a busy machine that takes minutes.
const START_TIMEOUT_MS = 15 * 60_000;
/** Audits that say why a page is slow, shown for a page that misses its performance target. */
const PERFORMANCE_CAUSES = [
  'largest-contentful-paint-element',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
  'render-blocking-resources',
  'unsized-images',
  'unused-javascript',
  'unused-css-rules',
  'unminified-javascript',
  'uses-responsive-images',
  'offscreen-images',
  'modern-image-formats',
  'server-response-time',
  'redirects',
  'total-byte-weight',
  'bootup-time',
  'mainthread-work-breakdown',
  'long-tasks',
  'layout-shifts',
  'font-display',
];

// ---------------------------------------------------------------------------------------------------------
// Clean-up: every resource registers how it is undone; undone in reverse order, once, whatever happens.

const { undo, cleanup } = cleanupStack();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping and cleaning up…`);
    void cleanup().then(() => process.exit(130));
  });
}
// An error nobody awaits (a child process's 'error' event, say) still stops and removes what was started.
for (const event of ['uncaughtException', 'unhandledRejection']) {
  process.on(event, (error) => {
    if (interrupted) return;
    interrupted = true;
    console.error(`lighthouse failed: ${error?.stack ?? error}`);
    void cleanup().then(() => process.exit(1));
  });
}
/** Nothing new is started once Ctrl+C has begun the clean-up. */
function checkpoint() {
  if (interrupted) throw new Error('interrupted');
}

const log = (message) => console.error(message);

// ---------------------------------------------------------------------------------------------------------
// The shop: the built server as `npm start` runs it, on its own port, data folder and database.

async function scratchDatabase() {
  if (!process.env.DATABASE_URL) return { url: '', where: 'embedded PostgreSQL in the scratch data folder' };
  const database = await createScratchDatabase(process.env.DATABASE_URL, 'lighthouse');
  undo.push(database.drop);
  return database;
}

/** Stops the server with SIGTERM (it stops its embedded PostgreSQL), SIGKILL after 30 s. */
async function stopServer(child, dataDir) {
  await stopChild(child, 30_000);
  // A server killed before it could stop its embedded PostgreSQL leaves the postmaster running: stop it too.
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000; waited += 200) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A copy of the server and storefront builds laid out as a repository root of its own, so that a rebuild in the
 * shared checkout meanwhile cannot change or remove what is being measured. It sits under node_modules/ so that
 * the copy resolves the packages, and shares the drawn demo pictures' cache.
 */
function snapshotBuild() {
  const stamp = (dir, part) => {
    const file = path.join(dir, part, 'dist', '.build-stamp');
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  mkdirSync(path.join(root, 'node_modules', '.cache'), { recursive: true });
  const snapshot = mkdtempSync(path.join(root, 'node_modules', '.cache', 'shop-lighthouse-'));
  undo.push(() => rmSync(snapshot, { recursive: true, force: true }));
  for (const part of ['server', 'storefront']) {
    const before = stamp(root, part);
    if (before === undefined) throw new Error(`no complete ${part} build; run \`node scripts/build.mjs\` first (npm run lighthouse does)`);
    cpSync(path.join(root, part, 'dist'), path.join(snapshot, part, 'dist'), { recursive: true });
    // A build that started or ended meanwhile changes or removes the stamp: the copy may be half of each.
    if (stamp(root, part) !== before || stamp(snapshot, part) !== before) throw new Error(`the ${part} build changed while it was copied (a build running in this checkout?); try again`);
  }
  // The server takes the nearest package.json with workspaces for the root it serves the storefront from.
  writeFileSync(path.join(snapshot, 'package.json'), `${JSON.stringify({ private: true, workspaces: [] })}\n`);
  const pictures = path.join(root, 'node_modules', '.cache', 'sona-seed-pictures');
  mkdirSync(pictures, { recursive: true });
  mkdirSync(path.join(snapshot, 'node_modules', '.cache'), { recursive: true });
  symlinkSync(pictures, path.join(snapshot, 'node_modules', '.cache', 'sona-seed-pictures'), 'dir');
  return path.join(snapshot, 'server', 'dist', 'server', 'src', 'main.js');
}

async function startShop() {
  checkpoint();
  const main = snapshotBuild();
  const database = await scratchDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-data-'));
  undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
  log(`starting the shop on ${base} (${database.where}; the first start seeds the demo shop)…`);
  const { seconds } = await startChild({
    args: [main],
    env: { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: database.url, PUBLIC_URL: base, SEED_DEMO: 'true', LOG_LEVEL: 'warn', MAIL_URL: '', REDIS_URL: '' },
    healthUrl: `${base}/api/health`,
    timeoutMs: START_TIMEOUT_MS,
    pollMs: 500,
    checkpoint,
    register: (child) => undo.push(() => stopServer(child, dataDir)),
  });
  return { base, seconds };
}

/** The storefront must answer as a shopper's browser would see it before anything is measured. */
async function checkStorefront(base) {
  const response = await fetch(`${base}/`);
  const html = await response.text();
  if (!response.ok || !html.includes('<div id="root">')) throw new Error(`the storefront does not answer at ${base}/ (status ${response.status}): is storefront/dist built?`);
}

async function getJson(base, pathname) {
  const response = await fetch(base + pathname);
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return response.json();
}

/** A category with products, and an in-stock product of it with pictures: what a shopper would open. */
async function pickPages(base) {
  const { categorys } = await getJson(base, '/api/home/get-categorys');
  for (const category of categorys) {
    const { products } = await getJson(base, `/api/home/query-products?${new URLSearchParams({ category: category.name })}`);
    const product = products.find((entry) => entry.stock > 0 && entry.images.length > 0);
    if (product) {
      return [
        { name: 'home', path: '/' },
        { name: 'category', path: `/category-data/${category.slug}` },
        { name: 'product', path: `/product/details/${product.slug}` },
      ];
    }
  }
  throw new Error('the demo shop has no category with an in-stock product');
}

// ---------------------------------------------------------------------------------------------------------
// Lighthouse.

/** Lighthouse's own failure to record a page (NO_NAVSTART, NO_FCP …), which a busy machine causes now and then. */
class LighthouseRunError extends Error {}
const ATTEMPTS = 3;

/** A run, tried again (up to ATTEMPTS in all) when Lighthouse fails to record the page rather than the page failing. */
async function measureWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === ATTEMPTS) throw error;
      log(`  ${error.message}; trying again`);
    }
  }
}

/** One Lighthouse run in a fresh Chromium with a fresh profile. */
async function measure(url) {
  checkpoint();
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'shop-lighthouse-chrome-'));
  let chrome;
  const close = async () => {
    const running = chrome;
    chrome = undefined;
    await running?.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  };
  undo.push(close);
  try {
    chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, userDataDir, logLevel: 'silent', handleSIGINT: false });
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new LighthouseRunError(`Lighthouse could not load ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    // Ctrl+C's clean-up may have taken it off the list already (and be running it).
    const index = undo.indexOf(close);
    if (index >= 0) undo.splice(index, 1);
    await close();
  }
}

const score = (category) => (category?.score === null || category?.score === undefined ? NaN : Math.round(category.score * 100));
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? NaN;

function median(values) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function summary(lhr) {
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    loadAverage: loadavg()[0],
  };
}

/** The first few things an audit blames (files, pictures, scripts), with what each costs, in brackets. */
function worst(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : [];
  const named = items
    .map((item) => {
      const what = typeof item.url === 'string' ? item.url.replace(/^https?:\/\/[^/]+/, '') : typeof item.groupLabel === 'string' ? item.groupLabel : undefined;
      const cost = item.wastedBytes ? `${Math.round(item.wastedBytes / 1024)} KiB` : item.total ? `${Math.round(item.total)} ms` : item.duration ? `${Math.round(item.duration)} ms` : undefined;
      return what === undefined ? undefined : cost === undefined ? what : `${what} ${cost}`;
    })
    .filter((entry) => entry !== undefined)
    .slice(0, 3);
  return named.length ? ` (${named.join('; ')})` : '';
}

/** What the run closest to the median says about a page that misses a target: failing audits and the LCP element. */
function causes(lhr, missed) {
  const lines = [];
  if (missed.performance) {
    const lcpElement = lhr.audits['largest-contentful-paint-element'];
    const node = lcpElement?.details?.items?.[0]?.items?.[0]?.node;
    if (node) lines.push(`LCP element: ${node.nodeLabel ?? ''} ${node.snippet ?? ''}`.trim());
    const phases = lcpElement?.details?.items?.[1]?.items;
    if (Array.isArray(phases)) lines.push(`LCP phases: ${phases.map((phase) => `${phase.phase ?? phase.label} ${Math.round(phase.timing)} ms`).join(', ')}`);
    for (const id of PERFORMANCE_CAUSES) {
      const audit = lhr.audits[id];
      if (!audit || audit.score === null || audit.score >= 0.9 || id === 'largest-contentful-paint-element') continue;
      lines.push(`${audit.title}${audit.displayValue ? `: ${audit.displayValue}` : ''}${worst(audit)}`);
    }
  }
  if (missed.accessibility) {
    for (const ref of lhr.categories.accessibility.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (audit && audit.score !== null && audit.score < 1 && ref.weight > 0) lines.push(`accessibility: ${audit.title} (${ref.id})`);
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------
// The run.

const fmt = {
  score: (value) => (Number.isNaN(value) ? '–' : String(Math.round(value))),
  ms: (value) => (Number.isNaN(value) ? '–' : `${(value / 1000).toFixed(2)} s`),
  tbt: (value) => (Number.isNaN(value) ? '–' : `${Math.round(value)} ms`),
  cls: (value) => (Number.isNaN(value) ? '–' : value.toFixed(3)),
};

function printTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', 'target', 'met?'];
  const lines = rows.map((row) => [
    `${row.name} ${row.path}`,
    fmt.score(row.median.performance),
    fmt.score(row.median.accessibility),
    fmt.ms(row.median.lcpMs),
    fmt.cls(row.median.cls),
    fmt.tbt(row.median.tbtMs),
    `≥ ${TARGET.performance} / ≥ ${TARGET.accessibility}`,
    row.met ? 'yes' : 'no',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
}

async function main() {
  try {
    accessSync(CHROME_PATH, constants.X_OK);
  } catch {
    throw new Error(`no Chromium to run at ${CHROME_PATH} (set CHROME_PATH)`);
  }
  const startedAt = Date.now();
  const loadAtStart = loadavg();
  const cores = availableParallelism();
  if (loadAtStart[0] > cores) log(`lighthouse: the machine is busy (load average ${loadAtStart[0].toFixed(1)} on ${cores} cores): expect lower performance scores than on an idle machine`);
  const shop = await startShop();
  log(`the shop answered after ${Math.round(shop.seconds)} s`);
  await checkStorefront(shop.base);
  const pages = await pickPages(shop.base);
  const rows = [];
  for (const page of pages) {
    const url = shop.base + page.path;
    const runs = [];
    const reports = [];
    for (let run = 1; run <= RUNS; run++) {
      log(`lighthouse ${page.name} ${page.path}: run ${run} of ${RUNS} (load average ${loadavg()[0].toFixed(1)})`);
      const lhr = await measureWithRetry(url);
      reports.push(lhr);
      runs.push(summary(lhr));
    }
    const medianOf = (key) => median(runs.map((run) => run[key]));
    const medians = Object.fromEntries(Object.keys(runs[0]).map((key) => [key, medianOf(key)]));
    const missed = { performance: !(medians.performance >= TARGET.performance), accessibility: !(medians.accessibility >= TARGET.accessibility) };
    // The run whose performance score is the median one stands for the page in the explanations.
    const representative = reports[runs.map((run, index) => ({ index, distance: Math.abs(run.performance - medians.performance) })).sort((a, b) => a.distance - b.distance)[0].index];
    rows.push({ ...page, url, runs, median: medians, met: !missed.performance && !missed.accessibility, causes: missed.performance || missed.accessibility ? causes(representative, missed) : [] });
  }

  const loadAtEnd = loadavg();
  console.log('');
  console.log(`Lighthouse, mobile (its default config: simulated slow 4G, 4x CPU slowdown), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page`);
  printTable(rows);
  for (const row of rows) {
    if (row.causes.length === 0) continue;
    console.log('');
    console.log(`${row.name} ${row.path} misses its target:`);
    for (const line of row.causes) console.log(`  - ${line}`);
  }
  const benchmark = median(rows.flatMap((row) => row.runs.map((run) => run.benchmarkIndex)));
  console.log('');
  console.log(
    `Machine: ${cores} cores; load average (1, 5, 15 min) at the start ${loadAtStart.map((value) => value.toFixed(1)).join(', ')}, ` +
      `at the end ${loadAtEnd.map((value) => value.toFixed(1)).join(', ')}; Lighthouse CPU benchmark index (median) ${Math.round(benchmark)}. ` +
      `Whole run ${Math.round((Date.now() - startedAt) / 1000)} s.`,
  );
  if (JSON_FILE) {
    const file = path.resolve(process.cwd(), JSON_FILE);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          runsPerPage: RUNS,
          formFactor: 'mobile',
          target: TARGET,
          machine: { cores, loadAverageStart: loadAtStart, loadAverageEnd: loadAtEnd, benchmarkIndex: benchmark },
          pages: rows.map(({ name, path: pagePath, runs, median: medians, met, causes: reasons }) => ({ name, path: pagePath, median: medians, met, runs, causes: reasons })),
        },
        null,
        2,
      ) + '\n',
    );
    log(`wrote ${file}`);
  }
}

await runThenCleanUp({ name: 'lighthouse', main, cleanup, interrupted: () => interrupted });
