import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { AdminContext, HttpError, Notification, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { useBusyAction } from './useBusyAction';

// React's act() outside a test renderer: tell it this is a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

type ActionButtonProps = { action: () => Promise<void> };

/** A button as the console's are: disabled while its action runs. */
const ActionButton = ({ action }: ActionButtonProps) => {
  const { busy, run } = useBusyAction();
  return (
    <button type="button" disabled={busy} onClick={() => void run(action, 'The action could not be done.')}>
      Act
    </button>
  );
};

async function renderButton(action: () => Promise<void>): Promise<HTMLButtonElement> {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <AdminContext dataProvider={testDataProvider()}>
        <ActionButton action={action} />
        <Notification />
      </AdminContext>,
    );
  });
  await settle();
  const button = container.querySelector('button');
  if (!button) throw new Error('no button');
  return button;
}

describe('useBusyAction', () => {
  it('is busy while the action runs, and free again once it is done', async () => {
    let finish: () => void = () => undefined;
    const button = await renderButton(() => new Promise<void>((resolve) => (finish = resolve)));

    await act(async () => button.click());
    expect(button.disabled).toBe(true);

    await act(async () => finish());
    await settle();
    expect(button.disabled).toBe(false);
  });

  it('notifies a failure with the server’s sentence, and with its own when the failure is not an Error', async () => {
    const button = await renderButton(() => Promise.reject(new HttpError('This AWB is already booked.', 409)));
    await act(async () => button.click());
    await settle();
    expect(document.body.textContent).toContain('This AWB is already booked.');
    expect(button.disabled).toBe(false);

    act(() => root?.unmount());
    document.body.innerHTML = '';
    const silent = await renderButton(() => Promise.reject('offline'));
    await act(async () => silent.click());
    await settle();
    expect(document.body.textContent).toContain('The action could not be done.');
  });
});
