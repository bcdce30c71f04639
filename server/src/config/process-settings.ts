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

/**
 * How far V8 lets the old generation grow past what the last full collection kept before it collects again: twice
 * (V8's own factor goes up to 4 when collecting looks cheap). Under load most of what requests promote is dead before
 * the next full collection, so with V8's factor a server keeping some 70 MB swelled to 280 MB of heap between
 * collections. `npm run bench:profile`, 10 000 products, three interleaved rounds: peak RSS of the listing 304 -> 259 MB
 * and of product pages 364 -> 261 MB, with the same CPU time per request (list 1.12 -> 1.07 ms, product 0.64 -> 0.63);
 * at 1.5 times memory fell further (224, 237 MB) but product pages took 7 % more CPU.
 */
export const HEAP_GROWING_FLAG = '--heap-growing-percent=100';

/** The V8 flags the server runs with, each unless the command line or NODE_OPTIONS sets it already. */
const V8_FLAGS: ReadonlyArray<{ flag: string; given: RegExp }> = [
  { flag: SEMI_SPACE_FLAG, given: /--max[-_]semi[-_]space[-_]size/ },
  { flag: HEAP_GROWING_FLAG, given: /--heap[-_]growing[-_]percent/ },
];

export type Relaunch = { env: NodeJS.ProcessEnv; execArgv: string[] };

/**
 * How to start the process again, or undefined to go on as it is: not on Linux, or when any of the malloc settings is
 * already given (by the relaunch, or chosen by whoever started it: MALLOC_ARENA_MAX=8 opts out of all of this). Each
 * of V8_FLAGS is added unless the command line or NODE_OPTIONS sets it already.
 */
export function relaunchFor(env: NodeJS.ProcessEnv, platform: NodeJS.Platform, execArgv: readonly string[]): Relaunch | undefined {
  if (platform !== 'linux') return undefined;
  if (Object.keys(ALLOCATOR_ENV).some((name) => env[name] !== undefined)) return undefined;
  const given = [...execArgv, env.NODE_OPTIONS ?? ''];
  const added = V8_FLAGS.filter((v8) => !given.some((arg) => v8.given.test(arg))).map((v8) => v8.flag);
  return { env: { ...env, ...ALLOCATOR_ENV }, execArgv: [...execArgv, ...added] };
}
