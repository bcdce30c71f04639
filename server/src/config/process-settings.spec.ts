import { ALLOCATOR_ENV, HEAP_GROWING_FLAG, relaunchFor, SEMI_SPACE_FLAG } from './process-settings.js';

describe('relaunchFor', () => {
  it('adds the malloc settings and the V8 flags on Linux when none is set, keeping the rest', () => {
    expect(relaunchFor({ PORT: '4000' }, 'linux', ['--enable-source-maps'])).toEqual({
      env: { PORT: '4000', ...ALLOCATOR_ENV },
      execArgv: ['--enable-source-maps', SEMI_SPACE_FLAG, HEAP_GROWING_FLAG],
    });
  });

  it('goes on as it is once they are set, so the relaunched process does not start again', () => {
    const relaunched = relaunchFor({ PORT: '4000' }, 'linux', []);
    expect(relaunched).toBeDefined();
    expect(relaunchFor(relaunched?.env ?? {}, 'linux', relaunched?.execArgv ?? [])).toBeUndefined();
  });

  it('leaves a malloc setting chosen by whoever started the process alone', () => {
    expect(relaunchFor({ MALLOC_ARENA_MAX: '8' }, 'linux', [])).toBeUndefined();
    expect(relaunchFor({ MALLOC_MMAP_THRESHOLD_: '65536' }, 'linux', [])).toBeUndefined();
  });

  it('keeps a semi-space size or heap growing factor given on the command line or in NODE_OPTIONS, adding only the other', () => {
    expect(relaunchFor({}, 'linux', ['--max-semi-space-size=32'])?.execArgv).toEqual(['--max-semi-space-size=32', HEAP_GROWING_FLAG]);
    expect(relaunchFor({ NODE_OPTIONS: '--max_semi_space_size=16' }, 'linux', [])?.execArgv).toEqual([HEAP_GROWING_FLAG]);
    expect(relaunchFor({}, 'linux', ['--heap-growing-percent=30'])?.execArgv).toEqual(['--heap-growing-percent=30', SEMI_SPACE_FLAG]);
    expect(relaunchFor({ NODE_OPTIONS: '--max-semi-space-size=16 --heap_growing_percent=20' }, 'linux', [])?.execArgv).toEqual([]);
  });

  it('does nothing off Linux, where glibc does not read them', () => {
    expect(relaunchFor({}, 'darwin', [])).toBeUndefined();
    expect(relaunchFor({}, 'win32', [])).toBeUndefined();
  });
});
