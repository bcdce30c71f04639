import { ALLOCATOR_ENV, allocatorRelaunchEnv } from './allocator.js';

describe('allocatorRelaunchEnv', () => {
  it('adds the malloc settings on Linux when none is set, keeping the rest of the environment', () => {
    expect(allocatorRelaunchEnv({ PORT: '4000' }, 'linux')).toEqual({ PORT: '4000', ...ALLOCATOR_ENV });
  });

  it('goes on as it is once they are set, so the relaunched process does not start again', () => {
    const relaunched = allocatorRelaunchEnv({ PORT: '4000' }, 'linux');
    expect(relaunched).toBeDefined();
    expect(allocatorRelaunchEnv(relaunched ?? {}, 'linux')).toBeUndefined();
  });

  it('leaves a setting chosen by whoever started the process alone', () => {
    expect(allocatorRelaunchEnv({ MALLOC_ARENA_MAX: '8' }, 'linux')).toBeUndefined();
    expect(allocatorRelaunchEnv({ MALLOC_MMAP_THRESHOLD_: '65536' }, 'linux')).toBeUndefined();
  });

  it('does nothing off Linux, where glibc does not read them', () => {
    expect(allocatorRelaunchEnv({}, 'darwin')).toBeUndefined();
    expect(allocatorRelaunchEnv({}, 'win32')).toBeUndefined();
  });
});
