// Starting and stopping child processes for the benchmark: the built shop server and the bare ceiling server.
import { spawn } from 'node:child_process';

/** Resolves when `url` answers 200; rejects if the child exits first or `timeoutMs` passes. */
async function waitUntilUp(child, url, timeoutMs, output) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.join('')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${output.join('')}`);
}

/** Stops a child with SIGTERM (SIGKILL after 10 s) and waits for it to exit. */
export async function stopChild(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Spawns `node <args>` with `env` and waits until `healthUrl` answers; its output is kept for error messages. */
export async function startChild({ args, env, healthUrl, timeoutMs = 60_000, register }) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  register(child);
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitUntilUp(child, healthUrl, timeoutMs, output);
  return { child, output };
}
