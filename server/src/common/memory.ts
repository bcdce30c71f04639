import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Collector = () => void;

let collector: Collector | undefined;

/**
 * V8's full collection, asked for once (as Jest's leak detector does): `--expose-gc` is set only long enough for a
 * fresh context to hand over its `gc`, so no global `gc` is left for other code to find. The process's own, when it
 * was started with `--expose-gc`.
 */
function obtain(): Collector {
  const exposed = (globalThis as { gc?: Collector }).gc;
  if (exposed) return () => exposed();
  setFlagsFromString('--expose-gc');
  try {
    const gc = runInNewContext('gc') as Collector;
    return () => gc();
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/**
 * A full garbage collection, now. For work that drops large buffers V8 would otherwise keep for a while: a Buffer's
 * memory lies outside V8's heap and is given back only when its object is collected, and V8 lets some 64 MB of such
 * memory build up before it collects for it. Drawing a demo picture leaves two raw rasters of some 6 MB each; kept
 * until V8 came for them, they made a third of what the first start's picture drawing added to the process (30 demo
 * pictures drawn as the seed draws them: a peak of 233 MB without, 191 MB with a collection after each).
 * The buffers' memory is returned by V8's sweeper a moment after the call. A full collection of the server's heap
 * takes some 15-40 ms: call it where that is small beside the work just done, never on a request's path.
 */
export function collectGarbage(): void {
  collector ??= obtain();
  collector();
}
