import { act } from 'react';
import { AdminContext, HttpError, Notification, testDataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { render, settle } from '../test/render';
import { useBusyAction } from './useBusyAction';

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
  const container = await render(
    <AdminContext dataProvider={testDataProvider()}>
      <ActionButton action={action} />
      <Notification />
    </AdminContext>,
  );
  const button = container.querySelector('button');
  if (!button) throw new Error('no button');
  return button;
}

async function click(button: HTMLButtonElement) {
  await act(async () => button.click());
  await settle();
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

  it('notifies a failure with the server’s sentence', async () => {
    const button = await renderButton(() => Promise.reject(new HttpError('This AWB is already booked.', 409)));
    await click(button);
    expect(document.body.textContent).toContain('This AWB is already booked.');
    expect(button.disabled).toBe(false);
  });

  it('notifies its own sentence when the failure is not an Error', async () => {
    const button = await renderButton(() => Promise.reject('offline'));
    await click(button);
    expect(document.body.textContent).toContain('The action could not be done.');
  });
});
