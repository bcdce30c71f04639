import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TestApp } from './test-app.js';

/** The widths the storage writes every picture in; spelt out here so the tests do not trust the code they check. */
const WIDTHS = [320, 640, 1280];
const WIDTH_SUFFIX = /-(?:320|640|1280)\.webp$/;

/**
 * Looks on disk for the files behind stored pictures' urls. Takes the app lazily: the files' `t` is set in beforeAll,
 * after the helpers are made.
 */
export function storedPictures(app: () => TestApp) {
  /** Every width's file of a stored picture, smallest first. */
  const filesOf = (url: string) => WIDTHS.map((width) => path.join(app().config.dataDir, url.replace(WIDTH_SUFFIX, `-${width}.webp`)));
  return {
    filesOf,
    allExist: (url: string) => filesOf(url).every((file) => existsSync(file)),
    noneExist: (url: string) => filesOf(url).every((file) => !existsSync(file)),
    /** The names of the files in one uploads folder, sorted; none when the folder is not there yet. */
    filesIn: (folder: string) => {
      const dir = path.join(app().config.dataDir, 'uploads', folder);
      return existsSync(dir) ? readdirSync(dir).sort() : [];
    },
  };
}
