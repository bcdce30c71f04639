import { createRequire } from 'node:module';
import type Sharp from 'sharp';

// sharp and libvips (some 20 MB of resident memory and 3 MB of heap as they load) come with the first picture made or
// checked: an upload, a return's photo, the demo shop's drawings. A server that only serves the shop never needs them.
// sharp's entry is CommonJS, so require() gives the same module an import would, at once.
const require = createRequire(import.meta.url);
let library: typeof Sharp | undefined;

/** The library itself (its statics: cache, concurrency …), set up as the server uses it. */
export function sharpLibrary(): typeof Sharp {
  if (!library) {
    library = require('sharp') as typeof Sharp;
    // libvips' operation cache keeps recent images (up to 50 MB) for a pipeline asked again; every picture here is new.
    library.cache(false);
  }
  return library;
}

/** sharp's own constructor, loading the library the first time it is called. */
export const sharp = (...args: Parameters<typeof Sharp>): ReturnType<typeof Sharp> => sharpLibrary()(...args);
