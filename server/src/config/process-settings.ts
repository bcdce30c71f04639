/**
 * glibc's malloc settings the server runs with on Linux. libvips (sharp) works on libuv's threads, and glibc gives each
 * thread an arena of its own and lets freed blocks up to 32 MB stay in them: drawing the demo pictures (a 2400 px
 * raster each) grew the process by hundreds of MB it never gave back. Two arenas and a fixed mmap threshold (blocks of
 * 128 KB and more are mapped apart and unmapped when freed) keep it near what is in use. glibc reads them only as the
 * process starts, so the entry point starts itself again with them (same pid, process.execve) when none is set.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * V8's young generation, in MB per semi-space (Node 24 lets it grow to 32): at 8 the server idles at some 170 MB instead
 * of 220 and loads the demo shop under 240 MB instead of 330, and a scavenge of 8 MB is still rare under load.
 */
export const SEMI_SPACE_FLAG = '--max-semi-space-size=8';

export type Relaunch = { env: NodeJS.ProcessEnv; execArgv: string[] };

/**
 * How to start the process again, or undefined to go on as it is: not on Linux, or when any of the malloc settings is
 * already given (by the relaunch, or chosen by whoever started it: MALLOC_ARENA_MAX=8 opts out of all of this). The V8
 * flag is added unless the command line or NODE_OPTIONS sizes the semi-space already.
 */
export function relaunchFor(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, execArgv: readonly string[]): Relaunch | undefined {
  if (platform !== 'linux') return undefined;
  if (Object.keys(ALLOCATOR_ENV).some((name) => env[name] !== undefined)) return undefined;
  const sized = [...execArgv, env.NODE_OPTIONS ?? ''].some((arg) => /--max[-_]semi[-_]space[-_]size/.test(arg));
  return { env: { ...env, ...ALLOCATOR_ENV }, execArgv: sized ? [...execArgv] : [...execArgv, SEMI_SPACE_FLAG] };
}
