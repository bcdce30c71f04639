import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { test } from '../../storefront/e2e/fixtures';
import { freePort } from '../../server/test/helpers/free-port';

const MAIN = path.resolve(import.meta.dirname, '../../server/dist/server/src/main.js');

/** Resolves with the first match of `pattern` in what the process has written so far or writes next. */
function waitForOutput(child: ChildProcess, output: () => string, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output());
      if (match) {
        child.stdout?.off('data', check);
        resolve(match);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => reject(new Error(`the shop exited (${code}) before printing ${pattern}:\n${output()}`)));
    check();
  });
}

test('a fresh install started with no settings at all prints an admin account that signs in to the console, and adds staff at an intranet address', async ({
  page,
}) => {
  // A first start draws (or copies) the demo pictures and starts an embedded PostgreSQL of its own.
  test.setTimeout(240_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-first-run-'));
  const port = await freePort();
  // As a new user runs it: none of the settings the other tests' server gets (ADMIN_*, DATABASE_URL, …), only where to
  // keep its data (a fresh folder) and a free port.
  const child = spawn(process.execPath, [MAIN], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const [, consoleUrl, email, password] = await waitForOutput(
      child,
      () => output,
      /Staff console: (\S+)\n\s+Admin account created: (\S+)\n\s+Password: (\S+)/,
    );
    expect(consoleUrl).toBe(`http://localhost:${port}/admin/`);
    expect(email).toBe('admin@localhost');
    // Listening comes right after the account, before the demo shop is in.
    await waitForOutput(child, () => output, /"msg":"(listening at|shop ready at) /);

    await page.goto(consoleUrl);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Password' }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('menuitem', { name: 'Staff' })).toBeVisible();

    // Staff addresses may be intranet style, like the admin's own.
    await page.getByRole('menuitem', { name: 'Staff' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill('Ops Desk');
    await page.getByRole('textbox', { name: 'Email' }).fill('ops@localhost');
    await page.getByRole('textbox', { name: 'Password' }).fill('ops-desk-pass-1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/staff(\?|$)/);
    await expect(page.getByRole('row').filter({ hasText: 'ops@localhost' })).toBeVisible();

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('"msg":"stopped"');
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
