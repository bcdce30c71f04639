import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { PolicyFigure } from '../../components/PolicyFigure/PolicyFigure';
import type { Product } from '../../features/catalog/api';
import { nonReturnableKindLabel, returnsCover } from '../../features/returns/return-labels';
import { useReturnPolicy } from '../../features/returns/use-returns';
import './ReturnPromise.css';

export type ReturnPromiseProps = { product: Pick<Product, 'nonReturnable'> };

/**
 * Under the delivery check (issue 18): whether the piece may be returned, from the refund policy the return rules apply
 * (GET /api/returns/policy) and the piece's own flag: "7-day returns on unused pieces delivered in India", or "Not
 * returnable: gold coins". A shimmer of its size stands in for what the policy has not answered yet.
 */
export function ReturnPromise({ product }: ReturnPromiseProps) {
  const policy = useReturnPolicy();
  const data = policy.isError ? null : policy.data;
  const kind = product.nonReturnable;
  return (
    <p className="return-promise">
      <span className="return-promise__icon">
        <Icon name="refund" size={20} />
      </span>
      <span>
        {kind === null ? (
          data === null ? (
            <strong>Returns on unused pieces</strong>
          ) : (
            <>
              <strong>
                <PolicyFigure width="0.6em">{data?.returnWindowDays}</PolicyFigure>-day returns
              </strong>{' '}
              <PolicyFigure width="13em">{data === undefined ? undefined : `on ${returnsCover(data)}`}</PolicyFigure>
            </>
          )
        ) : (
          <>
            <strong>Not returnable</strong>
            {data === null ? null : (
              <>
                : <PolicyFigure width="6em">{data === undefined ? undefined : nonReturnableKindLabel(data, kind)}</PolicyFigure>
              </>
            )}
          </>
        )}
        {' · '}
        <Link to="/refund">Return policy</Link>
      </span>
    </p>
  );
}
