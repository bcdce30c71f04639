import { act } from 'react';
import { AdminContext, type DataProvider, HttpError, Notification, RecordContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { render, settle } from '../../test/render';
import { ReturnSteps } from './ReturnSteps';
import type { ReturnRecord } from './types';

const RETURN: ReturnRecord = {
  id: '3f2a9c1e-1111-4000-8000-000000000001',
  orderId: '9b8c7d6e-2222-4000-8000-000000000002',
  kind: 'return',
  state: 'requested',
  reason: 'damaged',
  reasonLabel: 'Arrived damaged',
  comment: null,
  lines: [{ lineId: 'l1', productId: 'p1', name: 'Gold jhumka', image: '', size: '', color: '', quantity: 1, price: 2500 }],
  amount: 2500,
  pickup: null,
  rejectionReason: null,
  refundToText: 'UPI ni…@okaxis',
  receivedAt: null,
  refundDueAt: null,
  refundedAt: null,
  refundReference: null,
  media: [],
  history: [],
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  customer: { id: 'c1', name: 'Nisha Verma', email: 'nisha@example.com' },
  paymentMethod: 'COD',
  refundTo: { method: 'upi', upiId: 'nisha@okaxis', accountHolder: null, accountNumber: null, ifsc: null },
  refunds: [],
  creditNote: null,
};

/** Renders the steps of `ret` with a data provider whose returnStep is `returnStep`. */
async function renderSteps(ret: ReturnRecord, returnStep: DataProvider['returnStep']) {
  const dataProvider = testDataProvider({ returnStep });
  await render(
    <AdminContext dataProvider={dataProvider}>
      <RecordContextProvider value={ret}>
        <ReturnSteps />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const buttons = (scope: ParentNode = document) => [...scope.querySelectorAll('button')].map((button) => button.textContent);
const button = (name: string, scope: ParentNode = document) => {
  const found = [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent === name);
  if (!found) throw new Error(`no button "${name}" among ${JSON.stringify(buttons(scope))}`);
  return found;
};
const dialog = () => document.querySelector('[role="dialog"]');

async function click(element: HTMLElement) {
  await act(async () => element.click());
  await settle();
}

/** Types into a React-controlled input as a person would: the value, then the input event React listens to. */
async function type(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  await act(async () => {
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function fieldLabelled(label: string): HTMLInputElement | HTMLTextAreaElement {
  const labelElement = [...document.querySelectorAll('label')].find((candidate) => candidate.textContent?.replace(/\s*\*$/, '') === label);
  const field = labelElement?.htmlFor ? document.getElementById(labelElement.htmlFor) : null;
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) throw new Error(`no field "${label}"`);
  return field;
}

/**
 * Renders `ret` with a returnStep the server refuses with `refusal`, clicks the step `open`, checks its dialog says
 * `says` and confirms it with `confirm`: the mock, to read what was sent.
 */
async function refusedStep(ret: ReturnRecord, refusal: HttpError, step: { open: string; says: string; confirm: string }) {
  const returnStep = vi.fn().mockRejectedValue(refusal);
  await renderSteps(ret, returnStep);
  await click(button(step.open));
  expect(dialog()?.textContent).toContain(step.says);
  await click(button(step.confirm, dialog() ?? document));
  return returnStep;
}

describe('a return’s steps in the console', () => {
  it('offers only what its state allows: nothing once refunded', async () => {
    await renderSteps({ ...RETURN, state: 'refunded' }, vi.fn());
    expect(buttons()).toEqual([]);
  });

  it('rejects only with a reason, sent trimmed; the dialog closes and the page refreshes', async () => {
    const returnStep = vi.fn().mockResolvedValue({ data: { ...RETURN, state: 'rejected' } });
    await renderSteps(RETURN, returnStep);
    expect(buttons()).toEqual(['Approve', 'Reject']);

    await click(button('Reject'));
    const open = dialog();
    expect(open?.textContent).toContain('Reject this return?');
    expect(button('Reject', open ?? document).disabled).toBe(true);
    await type(fieldLabelled('Reason'), '  The piece was worn.  ');
    expect(button('Reject', open ?? document).disabled).toBe(false);
    await click(button('Reject', open ?? document));

    expect(returnStep).toHaveBeenCalledWith(RETURN.id, 'reject', { reason: 'The piece was worn.' });
    expect(dialog()).toBeNull();
    expect(document.body.textContent).toContain('Rejected; the customer is mailed the reason.');
  });

  it('a cash-on-delivery refund shows where the money goes and takes a UTR only when it is one', async () => {
    const returnStep = vi.fn().mockResolvedValue({ data: { ...RETURN, state: 'refunded' } });
    await renderSteps({ ...RETURN, state: 'received' }, returnStep);
    expect(buttons()).toEqual(['Refund']);

    await click(button('Refund'));
    const open = dialog() ?? document;
    expect(open.textContent).toContain('nisha@okaxis');
    const record = button('Record refund', open);
    await type(fieldLabelled('Transfer UTR'), '12345');
    expect(record.disabled).toBe(true);
    expect(open.textContent).toContain('Not a UTR');
    await type(fieldLabelled('Transfer UTR'), '4123 4567 8901');
    expect(record.disabled).toBe(false);
    await click(record);

    expect(returnStep).toHaveBeenCalledWith(RETURN.id, 'refund', { utr: '412345678901' });
    expect(document.body.textContent).toContain('Refund of ₹2,500.00 recorded (UTR 412345678901); the customer is mailed.');
  });

  it('a 409 from a concurrent click says someone else changed it and closes the dialog', async () => {
    const refusal = new HttpError('A received return cannot be received.', 409, { code: 'RETURN_WRONG_STATE' });
    const returnStep = await refusedStep({ ...RETURN, state: 'approved' }, refusal, { open: 'Mark received', says: 'The piece goes back into stock now.', confirm: 'Mark received' });

    expect(returnStep).toHaveBeenCalledWith(RETURN.id, 'receive', { note: undefined });
    expect(dialog()).toBeNull();
    expect(document.body.textContent).toContain('A received return cannot be received. Someone else changed this return meanwhile');
  });

  it('an AWB already booked (409 RETURN_PICKUP) is the form’s to fix: the dialog stays open with the sentence', async () => {
    const refusal = new HttpError('This AWB is already booked for another pickup.', 409, { code: 'RETURN_PICKUP' });
    const returnStep = await refusedStep({ ...RETURN, kind: 'missing' }, refusal, { open: 'Approve', says: 'Nothing is picked up.', confirm: 'Approve claim' });

    expect(returnStep).toHaveBeenCalledWith(RETURN.id, 'approve', { note: undefined });
    expect(dialog()).not.toBeNull();
    expect(document.body.textContent).toContain('This AWB is already booked for another pickup.');
    expect(document.body.textContent).not.toContain('Someone else changed');
  });
});
