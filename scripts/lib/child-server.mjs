// Starting and stopping server child processes for the benchmark and the Lighthouse run.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Resolves when `url` answers 200, polling every `pollMs`; rejects if the child exits first, `timeoutMs` passes or
 * `checkpoint` throws (an interrupted run).
 */
async function waitUntilUp(child, url, { timeoutMs, pollMs, checkpoint }, output) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    checkpoint();
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before answering:\n${output.join('')}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${output.join('')}`);
}

/** The most memory a running child has held (VmHWM, its peak resident set) in MB; undefined where /proc does not tell. */
export function peakRssMb(child) {
  try {
    const kilobytes = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
    return kilobytes ? Number(kilobytes[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Stops a child with SIGTERM (SIGKILL after `killAfterMs`) and waits for it to exit. */
export async function stopChild(child, killAfterMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Spawns `node <args>` with `env` and waits until `healthUrl` answers; its output is kept for error messages. Resolves
 * to the child and how many seconds it took to answer.
 */
export async function startChild({ args, env, healthUrl, timeoutMs = 60_000, pollMs = 100, checkpoint = () => {}, register }) {
  const started = Date.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  register(child);
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitUntilUp(child, healthUrl, { timeoutMs, pollMs, checkpoint }, output);
  return { child, output, seconds: (Date.now() - started) / 1000 };
}
