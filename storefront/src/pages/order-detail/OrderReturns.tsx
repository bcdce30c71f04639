import { useId, useState } from 'react';
import { apiErrorMessage } from '../../api/client';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import type { Order } from '../../features/orders/api';
import { formatOrderDate } from '../../features/orders/order-labels';
import type { OrderReturn, ReturnEligibility } from '../../features/returns/api';
import { RETURN_STATE_LABELS, returnKindLabel, returnStateSentence } from '../../features/returns/return-labels';
import { useCancelReturn, useOrderReturns, useReturnEligibility, useReturnPolicy } from '../../features/returns/use-returns';
import { formatInr } from '../../lib/money';
import { MissingItemForm } from './MissingItemForm';
import { pieceName } from './PiecePicker';
import { ReturnForm } from './ReturnForm';
import './OrderReturns.css';

export type OrderReturnsProps = { order: Pick<Order, '_id' | 'delivery_status'> };

type Open = 'none' | 'return' | 'missing';

/**
 * After delivery (issue 18): the order's returns and missing-item claims with where each stands, "Return items" and
 * "Report a missing item" while they may be asked for, and why not when they may not (a piece of a kind the shop takes
 * no return of, an overseas order, the window closed). Nothing before delivery.
 */
export function OrderReturns({ order }: OrderReturnsProps) {
  const titleId = useId();
  const delivered = order.delivery_status === 'delivered';
  const eligibility = useReturnEligibility(order._id, delivered);
  const returns = useOrderReturns(order._id, delivered);
  if (!delivered) return null;
  return (
    <section className="panel order-detail__card order-returns" aria-labelledby={titleId}>
      <h2 id={titleId}>Returns</h2>
      {returns.data === undefined || returns.data.length === 0 ? null : (
        <ul className="order-returns__list">
          {returns.data.map((ret) => (
            <ReturnItem key={ret.id} ret={ret} />
          ))}
        </ul>
      )}
      {eligibility.isPending ? (
        <p className="order-returns__loading">Checking what can be returned…</p>
      ) : eligibility.isError ? (
        <ErrorState message={apiErrorMessage(eligibility.error, 'We could not check what can be returned.')} onRetry={() => void eligibility.refetch()} />
      ) : (
        <ReturnActions eligibility={eligibility.data} />
      )}
    </section>
  );
}

type ReturnActionsProps = { eligibility: ReturnEligibility };

/** The two requests a delivered order may take, each with its form, or the reason it may not. */
function ReturnActions({ eligibility }: ReturnActionsProps) {
  const policy = useReturnPolicy();
  const [open, setOpen] = useState<Open>('none');
  // The pieces that cannot be returned, each with why, unless the order as a whole says it (overseas, window closed).
  const closedLines = eligibility.lines.filter(
    (line) => line.notReturnableReason !== null && line.notReturnableReason !== eligibility.returnBlockedReason && line.alreadyRequested < line.quantity,
  );
  const lastDay = eligibility.returnWindowLastDay;
  return (
    <div className="order-returns__actions">
      {eligibility.canReturn ? (
        <p className="order-returns__note">
          {`You can return pieces of this order${lastDay === null ? '' : ` until ${formatReturnDay(lastDay)}`}.`}
        </p>
      ) : (
        <p className="order-returns__note order-returns__note--closed">{`Returns: ${eligibility.returnBlockedReason ?? 'nothing in this order can be returned'}.`}</p>
      )}
      {closedLines.length === 0 ? null : (
        <ul className="order-returns__closed" aria-label="Pieces that cannot be returned">
          {closedLines.map((line) => (
            <li key={line.lineId}>
              <span className="order-returns__piece">{pieceName(line)}</span>: {line.notReturnableReason}
            </li>
          ))}
        </ul>
      )}
      {open === 'none' ? (
        <div className="order-returns__buttons">
          {eligibility.canReturn ? (
            <button type="button" className="button" onClick={() => setOpen('return')}>
              Return items
            </button>
          ) : null}
          {eligibility.canClaimMissing ? (
            <button type="button" className="button button--secondary" onClick={() => setOpen('missing')}>
              Report a missing item
            </button>
          ) : null}
        </div>
      ) : null}
      {open !== 'none' && policy.isPending ? <p className="order-returns__loading">Loading the return policy…</p> : null}
      {policy.isError && open !== 'none' ? (
        <ErrorState message={apiErrorMessage(policy.error, 'We could not load the return policy.')} onRetry={() => void policy.refetch()} />
      ) : null}
      {open === 'return' && policy.data !== undefined ? <ReturnForm eligibility={eligibility} policy={policy.data} onDone={() => setOpen('none')} /> : null}
      {open === 'missing' && policy.data !== undefined ? (
        <MissingItemForm eligibility={eligibility} policy={policy.data} onDone={() => setOpen('none')} />
      ) : null}
    </div>
  );
}

const RETURN_DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The window's last day (an IST calendar day, YYYY-MM-DD) as '4 December 2026'. */
function formatReturnDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : RETURN_DAY.format(date);
}

type ReturnItemProps = { ret: OrderReturn };

/** One return or claim: its pieces, where it stands, its pickup's tracking link while on its way, and Withdraw while unanswered. */
function ReturnItem({ ret }: ReturnItemProps) {
  const titleId = useId();
  const cancel = useCancelReturn(ret.orderId);
  return (
    <li className={`order-returns__item order-returns__item--${ret.state}`}>
      <article aria-labelledby={titleId}>
        <h3 id={titleId} className="order-returns__title">
          {`${returnKindLabel(ret.kind)} · ${RETURN_STATE_LABELS[ret.state]}`}
        </h3>
        <p className="order-returns__detail">
          {ret.lines.map((line) => `${line.quantity} × ${pieceName(line)}`).join(', ')}
          {` · ${ret.reasonLabel} · asked on ${formatOrderDate(ret.createdAt)}`}
        </p>
        <p className="order-returns__state">{returnStateSentence(ret)}</p>
        <dl className="order-returns__facts">
          <dt>{ret.state === 'refunded' ? 'Refunded' : 'Refund expected'}</dt>
          <dd>{formatInr(ret.amount)}</dd>
          {ret.refundToText === null ? null : (
            <>
              <dt>Refund to</dt>
              <dd>{ret.refundToText}</dd>
            </>
          )}
          {ret.media.length === 0 ? null : (
            <>
              <dt>{ret.kind === 'return' ? 'Photos' : 'Video'}</dt>
              <dd>{ret.kind === 'return' ? `${ret.media.length} sent` : 'Sent'}</dd>
            </>
          )}
        </dl>
        {ret.state === 'approved' && ret.pickup !== null && ret.pickup.trackingUrl !== '' ? (
          <p className="order-returns__track">
            <a href={ret.pickup.trackingUrl} target="_blank" rel="noopener noreferrer">
              Track pickup <span className="visually-hidden">{`${ret.pickup.awb} on ${ret.pickup.courierName} (opens in a new tab)`}</span>
            </a>
          </p>
        ) : null}
        {ret.state === 'requested' ? (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => cancel.mutate(ret.id)}
            disabled={cancel.isPending}
            aria-busy={cancel.isPending || undefined}
          >
            Withdraw request
          </button>
        ) : null}
      </article>
    </li>
  );
}
