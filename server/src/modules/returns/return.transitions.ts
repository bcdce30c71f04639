/**
 * Where a return or missing-item claim stands. A return: requested → approved (a pickup booked) → received (pieces back,
 * restocked) → refunding (money on its way) → refunded. A missing-item claim: requested → approved → refunding →
 * refunded, with no pickup. Either may be rejected (with a reason) before anything is received, and the customer may
 * cancel a request staff have not answered yet.
 */
export const RETURN_STATES = ['requested', 'approved', 'rejected', 'cancelled', 'received', 'refunding', 'refunded'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

export const RETURN_KINDS = ['return', 'missing'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/**
 * The only ways a return's state may change; every change is a guarded UPDATE … WHERE state = ANY(sourcesOf(…)), so two
 * staff clicking at once, or staff and the job, move it once.
 */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnState, readonly ReturnState[]>> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['received', 'refunding', 'rejected'],
  received: ['refunding'],
  refunding: ['refunded'],
  rejected: [],
  cancelled: [],
  refunded: [],
};

/** The states a return of `kind` may move to `to` from: a claim is never received, a return never refunded unreceived. */
export function returnSources(kind: ReturnKind, to: ReturnState): ReturnState[] {
  const sources = (Object.keys(RETURN_TRANSITIONS) as ReturnState[]).filter((from) => RETURN_TRANSITIONS[from].includes(to));
  if (kind === 'missing' && to === 'received') return [];
  if (kind === 'return' && to === 'refunding') return sources.filter((from) => from !== 'approved');
  return sources;
}

export function canReturnMove(kind: ReturnKind, from: ReturnState, to: ReturnState): boolean {
  return returnSources(kind, to).includes(from);
}

/** The states in which a return still holds its pieces (counts against what may yet be returned). */
export const HOLDING_STATES: readonly ReturnState[] = ['requested', 'approved', 'received', 'refunding', 'refunded'];
