// `npm run check:layers`: the server's folders import one way. Reads every import of server/src (static,
// `export … from` and dynamic) and fails when
//   - a shared layer (common/, database/, config/) imports from modules/: arrows point from modules down, never up;
//   - module folders import each other in a circle (modules/a → modules/b → … → modules/a), shown with the files
//     that make each arrow of the circle.
// Folders are modules/<name>, common, database, config, and the files at the root (main.ts, app.module.ts …),
// which put the modules together and may import anything.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const src = path.join(root, 'server/src');
const SHARED = new Set(['common', 'database', 'config']);
const IMPORT = /(?:\bimport|\bexport)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]|\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** The folder a path under server/src belongs to, or undefined when it is outside it (migrations, openapi …). */
function folderOf(relative) {
  if (relative.startsWith('..')) return undefined;
  const parts = relative.split(path.sep);
  if (parts.length === 1) return '.';
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

const edges = new Map(); // "from" -> Map("to" -> [file: import])
const problems = [];
for (const file of readdirSync(src, { recursive: true })) {
  if (!/\.tsx?$/.test(file)) continue;
  const from = folderOf(file);
  const text = readFileSync(path.join(src, file), 'utf8');
  for (const match of text.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    const target = path.relative(src, path.resolve(src, path.dirname(file), specifier));
    const to = folderOf(target);
    if (!to || to === from) continue;
    if (SHARED.has(from) && to.startsWith('modules/')) problems.push(`${from}/ must not import from ${to}/: ${file} imports '${specifier}'`);
    if (!edges.has(from)) edges.set(from, new Map());
    const targets = edges.get(from);
    if (!targets.has(to)) targets.set(to, []);
    targets.get(to).push(`${file}: '${specifier}'`);
  }
}

// Circles among module folders: strongly connected components (Tarjan).
const modules = [...edges.keys()].filter((folder) => folder.startsWith('modules/'));
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
let counter = 0;
const components = [];
function visit(folder) {
  index.set(folder, counter);
  low.set(folder, counter);
  counter += 1;
  stack.push(folder);
  onStack.add(folder);
  for (const next of edges.get(folder)?.keys() ?? []) {
    if (!next.startsWith('modules/')) continue;
    if (!index.has(next)) {
      visit(next);
      low.set(folder, Math.min(low.get(folder), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(folder, Math.min(low.get(folder), index.get(next)));
    }
  }
  if (low.get(folder) !== index.get(folder)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(member);
  } while (member !== folder);
  if (component.length > 1) components.push(component);
}
for (const folder of modules) if (!index.has(folder)) visit(folder);
for (const component of components) {
  const inside = new Set(component);
  const arrows = [];
  for (const from of component) {
    for (const [to, imports] of edges.get(from) ?? []) {
      if (inside.has(to)) arrows.push(`  ${from} → ${to}\n${imports.map((line) => `      ${line}`).join('\n')}`);
    }
  }
  problems.push(`module folders import each other in a circle: ${component.sort().join(', ')}\n${arrows.join('\n')}`);
}

if (problems.length) {
  process.stderr.write(`${problems.join('\n')}\n`);
  process.exit(1);
}
const arrows = [...edges.values()].reduce((sum, targets) => sum + targets.size, 0);
process.stdout.write(`layers: ${edges.size} folders, ${arrows} arrows between them, none up from common/database/config, no circle among ${modules.length} module folders\n`);
