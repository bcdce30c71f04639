import { RETURN_TRANSITIONS } from '@shop/openapi/rules';
import { formatDateTime } from '../../lib/dates';
import { formatRupees } from '../../lib/money';
import type { StatusLook } from '../orders/orderRules';
import type { RefundTo, ReturnHistoryEntry, ReturnKind, ReturnRecord, ReturnState, ReturnStep } from './types';

/** Every state of a return, in the order one moves through them (server: returns/return.transitions.ts). */
export const RETURN_STATES = ['requested', 'approved', 'received', 'refunding', 'refunded', 'rejected', 'cancelled'] as const satisfies readonly ReturnState[];
export const RETURN_KINDS = ['return', 'missing'] as const satisfies readonly ReturnKind[];

export const RETURN_STATE_LOOK: Readonly<Record<ReturnState, StatusLook>> = {
  requested: { label: 'Requested', colour: 'warning' },
  approved: { label: 'Approved', colour: 'info' },
  received: { label: 'Received', colour: 'secondary' },
  refunding: { label: 'Refunding', colour: 'primary' },
  refunded: { label: 'Refunded', colour: 'success' },
  rejected: { label: 'Rejected', colour: 'error' },
  cancelled: { label: 'Withdrawn', colour: 'default' },
};

export const RETURN_KIND_LABEL: Readonly<Record<ReturnKind, string>> = { return: 'Return', missing: 'Missing item' };

export const returnStateChoices = RETURN_STATES.map((state) => ({ id: state, name: RETURN_STATE_LOOK[state].label }));
export const returnKindChoices = RETURN_KINDS.map((kind) => ({ id: kind, name: RETURN_KIND_LABEL[kind] }));

/**
 * The server's transition table (RETURN_TRANSITIONS of return.transitions.ts, which `npm run openapi` copies into
 * @shop/openapi): where a return may go from each state. A missing-item claim is never received (nothing comes back)
 * and a return is never refunded before its pieces are received.
 */
const TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = RETURN_TRANSITIONS;

export function canReturnMove(kind: ReturnKind, from: ReturnState, to: ReturnState): boolean {
  if (!TRANSITIONS[from].includes(to)) return false;
  if (kind === 'missing' && to === 'received') return false;
  if (kind === 'return' && to === 'refunding' && from === 'approved') return false;
  return true;
}

const STEP_TARGET: Readonly<Record<ReturnStep, ReturnState>> = { approve: 'approved', reject: 'rejected', receive: 'received', refund: 'refunding' };

/** The buttons a return's page offers: exactly the steps the server's table allows from its state, in the order staff take them. */
export function returnSteps(ret: Pick<ReturnRecord, 'kind' | 'state'>): ReturnStep[] {
  return (['approve', 'receive', 'refund', 'reject'] as const).filter((step) => canReturnMove(ret.kind, ret.state, STEP_TARGET[step]));
}

/** How many pieces a return holds. */
export function piecesOf(ret: Pick<ReturnRecord, 'lines'>): number {
  return ret.lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function piecesText(count: number): string {
  return count === 1 ? '1 piece' : `${count} pieces`;
}

/** A return's short reference, as the order's: its id's first 8 characters, upper-case, after 'R-'. */
export function returnReference(returnId: string): string {
  return `R-${returnId.slice(0, 8).toUpperCase()}`;
}

/** Where a cash-on-delivery return's money goes, as label and value rows for staff making the transfer. */
export function refundToRows(to: RefundTo): [string, string][] {
  if (to.method === 'upi') return [['UPI ID', to.upiId ?? '']];
  return [
    ['Account holder', to.accountHolder ?? ''],
    ['Account number', to.accountNumber ?? ''],
    ['IFSC', to.ifsc ?? ''],
  ];
}

/** Who took a step of the history: the named staff member or customer, else the shop itself (the refund job, the gateway). */
export function historyActor(entry: Pick<ReturnHistoryEntry, 'actorId' | 'actorName'>): string {
  if (entry.actorName) return entry.actorName;
  return entry.actorId ? 'A deleted account' : 'The shop';
}

/** What marking received says will happen: the pieces back in stock, and how the money then goes back. */
export function receiveSentence(ret: Pick<ReturnRecord, 'lines' | 'paymentMethod'>): string {
  const count = piecesOf(ret);
  const stock = `${count === 1 ? 'The piece goes' : `The ${count} pieces go`} back into stock now.`;
  return ret.paymentMethod === 'COD'
    ? `${stock} Then transfer the refund to the customer’s UPI ID or account and record its UTR here.`
    : `${stock} The refund through the gateway starts by itself 48 hours later, or when you refund it here.`;
}

/** What refunding says will happen, for a return of an order paid online (a cash-on-delivery one asks for the UTR instead). */
export function refundSentence(ret: Pick<ReturnRecord, 'amount' | 'paymentMethod'>): string {
  return ret.paymentMethod === 'COD'
    ? `Transfer ${formatRupees(ret.amount)} to the customer first, then record the transfer’s UTR. The customer is mailed.`
    : `${formatRupees(ret.amount)} goes back through the payment gateway to what the customer paid with. The customer is mailed.`;
}

/** Where the return stands, in a sentence for the top of its page; undefined when its state chip says it all. */
export function stateSentence(ret: Pick<ReturnRecord, 'state' | 'kind' | 'rejectionReason' | 'refundDueAt' | 'paymentMethod' | 'refundedAt' | 'refundReference' | 'amount'>): string | undefined {
  switch (ret.state) {
    case 'requested':
      return ret.kind === 'missing' ? 'The customer reports pieces missing from the parcel: check the unboxing video.' : 'Waiting for staff to approve or reject.';
    case 'approved':
      return ret.kind === 'missing' ? 'Approved: refund it when ready.' : 'Approved: waiting for the courier to bring the pieces back.';
    case 'received':
      if (ret.paymentMethod === 'COD') return 'Received and restocked: transfer the refund and record its UTR.';
      return ret.refundDueAt ? `Received and restocked: the refund starts by itself on ${formatDateTime(ret.refundDueAt)}.` : 'Received and restocked.';
    case 'refunding':
      return 'The refund is with the payment gateway.';
    case 'refunded':
      return `Refunded ${formatRupees(ret.amount)}${ret.refundedAt ? ` on ${formatDateTime(ret.refundedAt)}` : ''}${ret.refundReference ? ` (ref ${ret.refundReference})` : ''}.`;
    case 'rejected':
      return ret.rejectionReason ? `Rejected: ${ret.rejectionReason}` : 'Rejected.';
    case 'cancelled':
      return 'The customer withdrew this request.';
  }
}

/** The server's rule for a rejection's reason: 3 to 500 characters once trimmed. Undefined when it holds. */
export function checkRejectReason(reason: string): string | undefined {
  const length = reason.trim().length;
  return length >= 3 && length <= 500 ? undefined : 'Say why in 3 to 500 characters: the customer reads it.';
}

/** Whether a refused step is a conflict: someone else (or another tab) moved the return first. */
export function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 409;
}
