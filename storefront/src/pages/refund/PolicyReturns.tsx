import { Link } from 'react-router-dom';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { PolicyFigure as Figure } from '../../components/PolicyFigure/PolicyFigure';
import { apiErrorMessage } from '../../api/client';
import type { ReturnPolicy } from '../../features/returns/api';
import { useReturnPolicy } from '../../features/returns/use-returns';

/** The kinds the shop takes no return of, as the policy page words them (the server's labels, with what they cover). */
const KIND_DETAILS: Partial<Record<ReturnPolicy['nonReturnable'][number]['kind'], string>> = {
  personalised: 'engraved, or altered or resized at your request',
};

/**
 * The returns, refunds and missing-items parts of the policy (issue 18), from GET /api/returns/policy: the same values
 * the return rules apply, so page and rules cannot disagree. While they load, each figure is a shimmer of its size.
 */
export function PolicyReturns() {
  const policy = useReturnPolicy();
  const data = policy.data;
  const days = data?.returnWindowDays;
  const hours = data?.missingItemClaimHours;
  return (
    <div aria-busy={policy.isPending || undefined}>
      {policy.isError ? (
        <ErrorState message={apiErrorMessage(policy.error, 'We could not load the return policy’s figures.')} onRetry={() => void policy.refetch()} />
      ) : null}
      <h2>Returns</h2>
      <p>
        If you change your mind, you may return a piece within{' '}
        <strong>
          <Figure width="1.2em">{days}</Figure> days of delivery
        </strong>
        , provided it is unused, undamaged, and sent back in its original packaging with all tags and any certificate that came
        with it.
      </p>
      <h3>Items that cannot be returned</h3>
      {data === undefined ? (
        <ul aria-hidden="true">
          {['14em', '6em', '5em', '4em'].map((width) => (
            <li key={width}>
              <Figure width={width}>{undefined}</Figure>
            </li>
          ))}
        </ul>
      ) : (
        <ul>
          {data.nonReturnable.map(({ kind, label }) => (
            <li key={kind}>{KIND_DETAILS[kind] === undefined ? label : `${label} (${KIND_DETAILS[kind]})`}</li>
          ))}
        </ul>
      )}
      <p>The page of each order says which of its pieces can be returned, and why not when one cannot.</p>
      <h3>How to return a piece</h3>
      <ol>
        <li>
          Within <Figure width="1.2em">{days}</Figure> days of delivery, open the order in{' '}
          <Link to="/dashboard-client?tab=orders">My Orders</Link> and choose <strong>Return items</strong>: the pieces, the reason,
          and photos if you like.
        </li>
        <li>We confirm the return and send a courier to collect it; the order’s page shows the pickup and its tracking.</li>
        <li>Pack the piece securely in its original packaging and keep the courier receipt until your refund arrives.</li>
      </ol>

      <h2>Refunds</h2>
      <p>
        We inspect every returned piece when it reaches our workshop. Once it passes inspection, your refund is started within{' '}
        <strong>
          <Figure width="1.2em">{data?.refundStartsAfterHours}</Figure> hours of our receiving it
        </strong>{' '}
        and reaches you within{' '}
        <strong>
          <Figure width="2.6em">{data === undefined ? undefined : `${data.refundBusinessDaysMin}–${data.refundBusinessDaysMax}`}</Figure>{' '}
          business days
        </strong>
        .
      </p>
      <ul>
        <li>Online payments are refunded to the same UPI account, card or bank account you paid with.</li>
        <li>For cash-on-delivery orders we refund to the bank account or UPI ID you give with your return.</li>
        <li>If a returned piece shows signs of use or damage, we will send it back to you and explain why.</li>
      </ul>

      <h2>Missing, wrong or damaged items</h2>
      <p>
        Every parcel is sealed with tamper-evident tape. Please record an <strong>unboxing video</strong> from the moment you
        start opening the sealed parcel. If a piece is missing, choose <strong>Report a missing item</strong> on the order’s
        page <strong>within <Figure width="1.2em">{hours}</Figure> hours of delivery</strong> and add the video. A piece that
        arrived wrong or damaged is returned as above, with photos.
      </p>
      <p>
        Claims without an unboxing video, or made after <Figure width="1.2em">{hours}</Figure> hours, cannot be accepted, because
        we have no other way to verify what happened in transit. Once we confirm the problem, we refund the missing piece in full.
      </p>
    </div>
  );
}
