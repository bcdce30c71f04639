import { collectGarbage } from './memory.js';

// Whether this process was started with --expose-gc (then its gc is used, and stays).
const exposedAtStart = typeof (globalThis as { gc?: unknown }).gc === 'function';
const arrayBufferBytes = () => process.memoryUsage().arrayBuffers;

/** Allocates `count` buffers of `bytes` each, every page written, and drops them. */
function garbage(count: number, bytes: number): void {
  const buffers: Buffer[] = [];
  for (let i = 0; i < count; i++) buffers.push(Buffer.allocUnsafeSlow(bytes).fill(i + 1));
  expect(buffers).toHaveLength(count);
}

async function settled(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
}

describe('collectGarbage', () => {
  it('gives back the memory of dropped buffers without waiting for V8 to want it', async () => {
    collectGarbage();
    await settled(() => false, 200);
    const before = arrayBufferBytes();
    // 40 MB of dead buffers: under the external memory V8 lets build up before it collects by itself.
    garbage(8, 5_000_000);
    expect(arrayBufferBytes()).toBeGreaterThan(before + 35_000_000);
    collectGarbage();
    expect(await settled(() => arrayBufferBytes() < before + 5_000_000, 2000)).toBe(true);
  });

  it('leaves no global gc behind', () => {
    collectGarbage();
    expect(typeof (globalThis as { gc?: unknown }).gc === 'function').toBe(exposedAtStart);
  });
});
