import { rmSync } from 'node:fs';

export default async function globalTeardown() {
  const state = globalThis.__EMBEDDED_PG__;
  if (!state) return;
  await state.embedded.stop();
  rmSync(state.dataDir, { recursive: true, force: true });
}
