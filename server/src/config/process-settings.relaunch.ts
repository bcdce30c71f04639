import { allocatorRelaunchEnv } from './allocator.js';

// Imported first by main.ts, so the process starts again before the rest of the server is evaluated.
const relaunchEnv = allocatorRelaunchEnv(process.env, process.platform);
if (relaunchEnv && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], relaunchEnv);
}
