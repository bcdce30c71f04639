import { createRootLogger, PinoNestLogger } from './logger.js';
import { Terminal } from './terminal.js';

/** A terminal whose output is kept, as text. */
function capture(interactive: boolean) {
  let text = '';
  return { terminal: new Terminal(interactive, { write: (chunk: string) => (text += chunk) }), text: () => text };
}

describe('createRootLogger', () => {
  it('writes JSON lines, every field kept, by default', () => {
    const out = capture(false);
    createRootLogger('info', 'json', out.terminal).info({ context: 'HTTP', method: 'GET', path: '/api/home', status: 200, ms: 3.1 }, 'request');
    const line = JSON.parse(out.text()) as Record<string, unknown>;
    expect(line).toMatchObject({ level: 30, service: 'shop', context: 'HTTP', method: 'GET', path: '/api/home', status: 200, ms: 3.1, msg: 'request' });
    expect(out.text().endsWith('}\n')).toBe(true);
  });

  it('writes one short line per event for a person, with the time, the level and who speaks', () => {
    const out = capture(false);
    const logger = createRootLogger('info', 'pretty', out.terminal);
    logger.info({ context: 'HTTP', method: 'GET', path: '/api/home', status: 200, ms: 3.1 }, 'request');
    logger.info({ context: 'Main', dataDir: '/srv/shop', applied: ['A1', 'B2'] }, '2 database migrations applied');
    logger.warn({ context: 'ResponseCache' }, 'catalogue change feed unavailable');
    expect(out.text().split('\n')).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/home 200 3\.1 ms$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: 2 database migrations applied$/),
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] WARN: ResponseCache: catalogue change feed unavailable$/),
      '',
    ]);
  });

  it("shows an error's stack under its line", () => {
    const out = capture(false);
    createRootLogger('info', 'pretty', out.terminal).fatal({ context: 'Main', err: new Error('EACCES: permission denied') }, 'could not load the demo shop');
    expect(out.text()).toMatch(/^\[\d\d:\d\d:\d\d\] FATAL: could not load the demo shop\n/);
    expect(out.text()).toContain('EACCES: permission denied');
    expect(out.text()).toMatch(/at .*logger\.spec\.ts/);
  });

  it('colours the level on a terminal only', () => {
    const tty = capture(true);
    createRootLogger('info', 'pretty', tty.terminal).info('ready');
    expect(tty.text()).toContain('\x1b[32mINFO\x1b[39m');
  });

  it('has written the line when the call returns, so a line logged just before process.exit is not lost', () => {
    for (const format of ['json', 'pretty'] as const) {
      const out = capture(false);
      createRootLogger('info', format, out.terminal).info({ context: 'Main' }, 'stopped');
      expect(out.text()).toContain('stopped');
    }
  });

  it('leaves out what is below its level', () => {
    const out = capture(false);
    const logger = createRootLogger('warn', 'pretty', out.terminal);
    logger.info('hidden');
    logger.warn('shown');
    expect(out.text()).not.toContain('hidden');
    expect(out.text()).toContain('shown');
  });
});

describe('PinoNestLogger', () => {
  it("keeps Nest's start-up lines (modules, every route mapped) for debug, and its other lines at their level", () => {
    const out = capture(false);
    const nest = new PinoNestLogger(createRootLogger('info', 'json', out.terminal));
    nest.log('Mapped {/api/home, GET} route', 'RouterExplorer');
    nest.log('CatalogController {/api/home}:', 'RoutesResolver');
    nest.log('AuthModule dependencies initialized', 'InstanceLoader');
    nest.log('Nest application successfully started', 'NestApplication');
    nest.warn('slow start', 'RoutesResolver');
    nest.log('created the admin account admin@localhost', 'StaffBootstrap');
    const lines = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; context: string; msg: string });
    expect(lines.map(({ level, context, msg }) => ({ level, context, msg }))).toEqual([
      { level: 40, context: 'RoutesResolver', msg: 'slow start' },
      { level: 30, context: 'StaffBootstrap', msg: 'created the admin account admin@localhost' },
    ]);

    const debugging = capture(false);
    new PinoNestLogger(createRootLogger('debug', 'json', debugging.terminal)).log('Mapped {/api/home, GET} route', 'RouterExplorer');
    expect(JSON.parse(debugging.text())).toMatchObject({ level: 20, context: 'RouterExplorer', msg: 'Mapped {/api/home, GET} route' });
  });
});

describe('Terminal', () => {
  it('keeps a status line below the lines written while it shows, redrawn in place', () => {
    const out = capture(true);
    out.terminal.showStatus('Setting up the demo shop: pictures 1/274');
    out.terminal.showStatus('Setting up the demo shop: pictures 2/274');
    out.terminal.write('GET /api/health 503\n');
    out.terminal.clearStatus();
    out.terminal.write('ready\n');
    expect(out.text()).toBe(
      '\r\x1b[2KSetting up the demo shop: pictures 1/274' +
        '\r\x1b[2KSetting up the demo shop: pictures 2/274' +
        '\r\x1b[2KGET /api/health 503\nSetting up the demo shop: pictures 2/274' +
        '\r\x1b[2K' +
        'ready\n',
    );
  });

  it('writes no status line where nobody watches (a pipe, a file)', () => {
    const out = capture(false);
    out.terminal.showStatus('Setting up the demo shop: pictures 1/274');
    out.terminal.write('line\n');
    out.terminal.clearStatus();
    expect(out.text()).toBe('line\n');
  });
});
