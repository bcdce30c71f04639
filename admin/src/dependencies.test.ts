import { describe, expect, it } from 'vitest';
import manifest from '../package.json';

// Every source file of the console, as text (Vite reads them at build time of the test).
const sources = import.meta.glob<string>('./**/*.{ts,tsx}', { query: '?raw', import: 'default', eager: true });

/** The package a bare import names: '@mui/icons-material/Delete' is '@mui/icons-material', 'react-dom/client' is 'react-dom'. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe('the console’s package.json', () => {
  it('declares every package the console’s code imports (a hoisted copy of another workspace’s may change under it)', () => {
    const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);
    const imported = new Set(
      Object.values(sources).flatMap((code) => [...code.matchAll(/\b(?:from|import)\s*\(?\s*'([^.'/][^']*)'/g)].map(([, specifier]) => packageOf(specifier))),
    );
    expect(imported.size).toBeGreaterThan(5);
    expect([...imported].filter((name) => !declared.has(name)).sort()).toEqual([]);
  });
});
