import type { Logger } from 'pino';
import type { Terminal } from '../../common/terminal.js';

/** How far loading the demo shop is: a step ('pictures', then 'categories', 'products', …) and its done of total. */
export type SeedProgress = { step: string; done: number; total: number };

/**
 * Told of each step's progress as the seed goes. A step of the seed reports through it under its own name, with what
 * it has done of its total; a step done in one statement reports once, its total done.
 */
export type SeedReporter = (step: string, done: number, total: number) => void;

/** Before the first step: checking the catalogue, taking the seed's lock. */
export const SEED_STARTING = 'starting';
/** Another process (a replica, `npm run seed`) holds the seed's lock: it is loading the demo shop, this one waits. */
export const SEED_WAITING = 'waiting';

/** `pictures 120/274`, or what the process is doing before the first step. */
export function describeSeedProgress({ step, done, total }: SeedProgress): string {
  if (step === SEED_STARTING) return 'starting';
  if (step === SEED_WAITING) return 'another process is loading it, waiting for it to finish';
  return `${step} ${done}/${total}`;
}

// Without a terminal, a long step's progress is logged at most this often, besides the line at its end.
const PLAIN_PROGRESS_EVERY_MS = 15_000;

/**
 * Shows the seed's progress as a person expects of a long first step. On a terminal, a status line updated in place
 * ('Setting up the demo shop: pictures 120/274') with a log line as each step ends; elsewhere (a pipe, a file, a log
 * collector), a log line at each step's end and, during a long one, one every 15 seconds: a few lines, not one per
 * picture. `finish` erases the status line.
 */
export function seedProgressDisplay(logger: Logger, terminal: Terminal): { report: SeedReporter; finish: () => void } {
  const log = logger.child({ context: 'Seed' });
  const inPlace = terminal.interactive && log.isLevelEnabled('info');
  let lastLine = Date.now();
  return {
    report: (step, done, total) => {
      const progress = { step, done, total };
      const text = describeSeedProgress(progress);
      if (inPlace) terminal.showStatus(`Setting up the demo shop: ${text}`);
      const ended = total > 0 && done === total;
      if (ended || (!inPlace && Date.now() - lastLine >= PLAIN_PROGRESS_EVERY_MS)) {
        lastLine = Date.now();
        log.info(progress, `demo shop: ${text}`);
      }
    },
    finish: () => terminal.clearStatus(),
  };
}
