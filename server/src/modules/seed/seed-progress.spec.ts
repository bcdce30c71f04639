import { jest } from '@jest/globals';
import { createRootLogger } from '../../common/logger.js';
import { Terminal } from '../../common/terminal.js';
import { describeSeedProgress, SEED_STARTING, SEED_WAITING, seedProgressDisplay } from './seed-progress.js';
import { seedingPage, seedingStepText } from './seeding-page.js';

function capture(interactive: boolean) {
  let text = '';
  const terminal = new Terminal(interactive, { write: (chunk: string) => (text += chunk) });
  return { terminal, logger: createRootLogger('info', 'pretty', terminal), text: () => text };
}

const ESC = '\u001b';
const CLEAR_LINE = `\r${ESC}[2K`;
const COLOUR = new RegExp(`${ESC}\\[\\d+m`, 'g');
const TOKENS = new RegExp(`(\\r${ESC}\\[2K|\\n)`);

/** What a terminal shows of `text`, colours aside: the lines ended, and the line the cursor is on. */
function screen(text: string): { lines: string[]; current: string } {
  const lines: string[] = [];
  let current = '';
  for (const token of text.replace(COLOUR, '').split(TOKENS)) {
    if (token === CLEAR_LINE) current = '';
    else if (token === '\n') {
      lines.push(current);
      current = '';
    } else current += token;
  }
  return { lines, current };
}

/** A first start's steps as the seed reports them: every picture, then each table in one go. */
function runSeed(report: (step: string, done: number, total: number) => void, advance: (ms: number) => void): void {
  report(SEED_STARTING, 0, 0);
  for (let done = 0; done <= 274; done++) {
    report('pictures', done, 274);
    advance(500);
  }
  for (const [step, total] of [
    ['categories', 15],
    ['products', 102],
    ['reviews', 44],
  ] as const) {
    report(step, total, total);
  }
}

describe('seedProgressDisplay', () => {
  afterEach(() => jest.useRealTimers());

  it('on a terminal: one status line updated in place, and a line as each step ends', () => {
    const out = capture(true);
    const display = seedProgressDisplay(out.logger, out.terminal);
    runSeed(display.report, () => undefined);
    display.finish();
    const statuses = out.text().split(CLEAR_LINE).filter((token) => token.startsWith('Setting up the demo shop: '));
    expect(statuses[0]).toContain('Setting up the demo shop: starting');
    expect(statuses).toContainEqual(expect.stringContaining('Setting up the demo shop: pictures 120/274'));
    // What stays on the screen: a line at each step's end; the status line is erased at the finish.
    const { lines, current } = screen(out.text());
    expect(lines.map((line) => line.replace(/^\[[\d:]+\] /, ''))).toEqual([
      'INFO: Seed: demo shop: pictures 274/274',
      'INFO: Seed: demo shop: categories 15/15',
      'INFO: Seed: demo shop: products 102/102',
      'INFO: Seed: demo shop: reviews 44/44',
    ]);
    expect(current).toBe('');
  });

  it('in a pipe or a file: a few plain lines, not one per picture', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T10:00:00Z') });
    const out = capture(false);
    const display = seedProgressDisplay(out.logger, out.terminal);
    // 274 pictures at one every half second: 137 s.
    runSeed(display.report, (ms) => jest.advanceTimersByTime(ms));
    display.finish();
    expect(out.text()).not.toContain(ESC);
    const lines = out.text().trim().split('\n');
    expect(lines.length).toBeLessThanOrEqual(14);
    expect(lines.filter((line) => line.includes('pictures')).length).toBeGreaterThanOrEqual(5);
    expect(lines[lines.length - 4]).toContain('demo shop: pictures 274/274');
    expect(lines[lines.length - 1]).toContain('demo shop: reviews 44/44');
  });
});

describe('what the seed says it is doing', () => {
  it('in the log and on health', () => {
    expect(describeSeedProgress({ step: 'pictures', done: 120, total: 274 })).toBe('pictures 120/274');
    expect(describeSeedProgress({ step: SEED_WAITING, done: 0, total: 0 })).toBe('another process is loading it, waiting for it to finish');
  });

  it('on the page storefront visitors see meanwhile', () => {
    expect(seedingStepText({ step: 'pictures', done: 120, total: 274 })).toBe('Drawing the jewellery pictures: 120 of 274');
    expect(seedingStepText({ step: 'products', done: 102, total: 102 })).toBe('Saving products: 102 of 102');
    const page = seedingPage({ step: 'pictures', done: 120, total: 274 });
    expect(page).toContain('<meta http-equiv="refresh" content="5" />');
    expect(page).toContain('<progress max="274" value="120">120 of 274</progress>');
    expect(page).toContain('<a href="/admin/">staff console</a>');
    // A step's name is the seed's own, but the page escapes it like any text.
    expect(seedingPage({ step: '<b>orders</b>', done: 1, total: 2 })).toContain('Saving &lt;b&gt;orders&lt;/b&gt;: 1 of 2');
  });
});
