import { act } from 'react';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render, settle } from '../test/render';
import { WholeNumberInput } from './UnitInputs';

/** A form holding one WholeNumberInput (as the delivery settings and zones use it) and its Save button. */
async function renderForm(record: Record<string, unknown>, onSubmit: (values: Record<string, unknown>) => void) {
  const container = await render(
    <AdminContext>
      <Form record={record} onSubmit={onSubmit} noValidate>
        <WholeNumberInput source="handlingDays" label="Handling days" max={30} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );
  const input = container.querySelector<HTMLInputElement>('input[name="handlingDays"]');
  if (!input) throw new Error('no handlingDays input');
  return { container, input };
}

async function typeInto(input: HTMLInputElement, value: string) {
  await act(async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await settle();
}

async function save(container: HTMLElement) {
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
  await settle();
}

describe('WholeNumberInput', () => {
  it('is a number from 0 in whole steps, keeping the bounds its form adds', async () => {
    const { input } = await renderForm({ handlingDays: 2 }, vi.fn());
    expect(input.type).toBe('number');
    expect([input.min, input.step, input.max, input.value]).toEqual(['0', '1', '30', '2']);
  });

  it('is required: an emptied field is refused with a message, and nothing is saved', async () => {
    const onSubmit = vi.fn();
    const { container, input } = await renderForm({ handlingDays: 2 }, onSubmit);
    await typeInto(input, '');
    await save(container);
    expect(onSubmit).not.toHaveBeenCalled();
    // react-admin's required() message, by its key (no translations are loaded here).
    expect(container.textContent).toContain('ra.validation.required');
  });

  it('saves the number typed', async () => {
    const onSubmit = vi.fn();
    const { container, input } = await renderForm({ handlingDays: 2 }, onSubmit);
    await typeInto(input, '5');
    await save(container);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ handlingDays: 5 });
  });
});
