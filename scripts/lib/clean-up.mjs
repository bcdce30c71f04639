// Clean-up for the scripts that start servers and databases: every resource registers how it is undone.

/**
 * `undo` takes the steps as resources are made; `cleanup()` runs `first` (stop what is running now), then the steps
 * in reverse order, once, whatever happens: a step that fails is reported and the rest still run.
 */
export function cleanupStack(first = () => {}) {
  const undo = [];
  let cleaning;
  function cleanup() {
    cleaning ??= (async () => {
      first();
      while (undo.length) {
        const step = undo.pop();
        try {
          await step();
        } catch (error) {
          console.error(`clean-up: ${error.message}`);
        }
      }
    })();
    return cleaning;
  }
  return { undo, cleanup };
}

/**
 * Runs a script's `main` and then `cleanup()`. A failure is reported as `<name> failed` unless a signal caused it (its
 * handler is already cleaning up and exits); the process then cleans up and exits 130 after a signal, 1 otherwise.
 */
export async function runThenCleanUp({ name, main, cleanup, interrupted }) {
  try {
    await main();
    await cleanup();
  } catch (error) {
    if (!interrupted()) console.error(`${name} failed: ${error.stack ?? error}`);
    await cleanup();
    process.exit(interrupted() ? 130 : 1);
  }
}
