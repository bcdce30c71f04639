import { relaunchFor } from './process-settings.js';

// Imported first by main.ts, so the process starts again before the rest of the server is evaluated. The environment is
// read here as well as in config.ts: this runs before the configuration exists.
const relaunch = relaunchFor(process.env, process.platform, process.execArgv);
if (relaunch && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...relaunch.execArgv, ...process.argv.slice(1)], relaunch.env);
}
