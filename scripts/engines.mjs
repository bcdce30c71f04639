// Is the project's `engines.node` true? Reads package-lock.json, keeps the packages npm installs on this
// platform (os, cpu, libc), prints the Node versions every one of them accepts, and fails when the root's or a
// workspace's `engines.node` admits a version some package refuses, or when the running Node is outside it.
//   node scripts/engines.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));

const glibc = process.platform === 'linux' && process.report.getReport().header.glibcVersionRuntime !== undefined;
const libc = process.platform === 'linux' ? (glibc ? 'glibc' : 'musl') : undefined;

/** npm's rule for `os`, `cpu` and `libc` lists: names allow, `!names` deny, no list allows all. */
function allows(list, value) {
  if (!list?.length) return true;
  if (list.includes(`!${value}`)) return false;
  const allowed = list.filter((entry) => !entry.startsWith('!'));
  return allowed.length === 0 || allowed.includes(value);
}

const installedHere = (entry) =>
  allows(entry.os, process.platform) && allows(entry.cpu, process.arch) && (libc === undefined || allows(entry.libc, libc));

// The project's own promises: the root package (key '') and its workspaces (the other keys without node_modules/).
const promises = [];
// What each installed dependency declares, grouped by range.
const declared = new Map();
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key.includes('node_modules/')) {
    // The lock copies these; package.json itself is what an edit changes.
    const manifest = path.join(key, 'package.json');
    const promised = JSON.parse(readFileSync(path.join(root, manifest), 'utf8')).engines?.node;
    if (promised) promises.push({ name: manifest, range: promised });
    continue;
  }
  const range = entry.engines?.node;
  if (!range || entry.link || !installedHere(entry)) continue;
  if (!semver.validRange(range)) throw new Error(`${key}: engines.node ${JSON.stringify(range)} is not a range`);
  const name = `${key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length)}@${entry.version}`;
  declared.set(range, (declared.get(range) ?? new Set()).add(name));
}
const ranges = [...declared.keys()].map((range) => new semver.Range(range));
const acceptedByAll = (version) => ranges.every((range) => range.test(version));

// The versions every package accepts, major by major (from 1: Node 0.x is long gone). A range changes only at
// versions it names, so the lowest accepted version of a major is one of those or M.0.0; every named version above
// it and the top of the major must be accepted too, or the answer is not one caret range per major.
const named = new Set();
for (const comparator of ranges.flatMap((range) => range.set.flat())) {
  if (comparator.semver.version) named.add(comparator.semver.version);
}
const HIGHEST_MAJOR = 99;
const lowestPerMajor = new Map();
for (let major = 1; major <= HIGHEST_MAJOR; major++) {
  const inMajor = [...named].filter((version) => semver.major(version) === major);
  const candidates = [`${major}.0.0`, ...inMajor, `${major}.999999.999999`].sort(semver.compare);
  const lowest = candidates.find(acceptedByAll);
  if (!lowest) continue;
  if (!candidates.filter((v) => semver.gte(v, lowest)).every(acceptedByAll)) {
    throw new Error(`the installed packages accept Node ${major} with gaps; read their ranges by hand`);
  }
  lowestPerMajor.set(major, lowest);
}
const parts = [];
for (const [major, lowest] of lowestPerMajor) {
  const wholeFromNext = Array.from({ length: HIGHEST_MAJOR - major }, (_, i) => major + 1 + i).every(
    (next) => lowestPerMajor.get(next) === `${next}.0.0`,
  );
  parts.push(wholeFromNext ? `>=${lowest}` : `^${lowest}`);
  if (wholeFromNext) break;
}
const tightest = parts.join(' || ') || 'no version';

const count = [...declared.values()].reduce((sum, names) => sum + names.size, 0);
const list = (names) => {
  const all = [...names];
  return `${all.slice(0, 3).join(', ')}${all.length > 3 ? ` and ${all.length - 3} more` : ''}`;
};
const platform = [process.platform, process.arch, libc].filter(Boolean).join('-');
console.log(`${count} packages installed here (${platform}) declare engines.node.`);
console.log(`Every one of them accepts: ${tightest}`);
console.log('The narrowest declarations:');
const byFloor = [...declared.entries()].sort(([a], [b]) => semver.compare(semver.minVersion(b), semver.minVersion(a)));
for (const [range, names] of byFloor.slice(0, 6)) {
  console.log(`  ${range.padEnd(40)} ${list(names)}`);
}

let failed = false;
for (const { name, range } of promises) {
  const refusing = [...declared.entries()].filter(([declaredRange]) => !semver.subset(range, declaredRange));
  if (refusing.length === 0) {
    console.log(`${name} engines.node ${JSON.stringify(range)}: accepted by every installed package`);
    continue;
  }
  failed = true;
  console.log(`${name} engines.node ${JSON.stringify(range)} admits versions these packages refuse:`);
  for (const [declaredRange, names] of refusing) console.log(`  ${declaredRange.padEnd(40)} ${list(names)}`);
}
const rootRange = promises.find((p) => p.name === 'package.json')?.range;
if (!rootRange) {
  failed = true;
  console.log('package.json has no engines.node');
} else if (!semver.satisfies(process.version, rootRange)) {
  failed = true;
  console.log(`this Node (${process.version}) is outside package.json engines.node ${JSON.stringify(rootRange)}`);
}
process.exit(failed ? 1 : 0);
