/**
 * glibc's malloc settings the server runs with on Linux. libvips (sharp) works on libuv's threads, and glibc gives each
 * thread an arena of its own and lets freed blocks up to 32 MB stay in them: drawing the demo pictures (a 2400 px
 * raster each) grew the process by 500 MB that it never gave back. Two arenas and a fixed mmap threshold (blocks of
 * 128 KB and more are mapped apart and unmapped when freed) keep it near what is in use. glibc reads them only as the
 * process starts, so the entry point starts itself again with them (same pid, process.execve) when none is set.
 */
export const ALLOCATOR_ENV: Readonly<Record<string, string>> = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };

/**
 * The environment to start the process again with, or undefined to go on as it is: not on Linux, or when any of the
 * settings is already given (by the relaunch, or chosen by whoever started it, who may set MALLOC_ARENA_MAX=8 to opt
 * out).
 */
export function allocatorRelaunchEnv(env: NodeJS.ProcessEnv, platform: NodeJS.Platform): NodeJS.ProcessEnv | undefined {
  if (platform !== 'linux') return undefined;
  if (Object.keys(ALLOCATOR_ENV).some((name) => env[name] !== undefined)) return undefined;
  return { ...env, ...ALLOCATOR_ENV };
}
