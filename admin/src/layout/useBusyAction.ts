import { useState } from 'react';
import { useNotify } from 'react-admin';

/**
 * An action of a console button or form that calls the server: `busy` while it runs (to disable the button), and a
 * failure notified with the server's sentence, else with `failure`. `run` itself never rejects.
 */
export function useBusyAction(): { busy: boolean; run: (action: () => Promise<void>, failure: string) => Promise<void> } {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      notify(error instanceof Error ? error.message : failure, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
