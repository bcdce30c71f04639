import { useDeliverySummary } from '../../features/delivery/use-delivery';
import { formatPrice } from '../../lib/money';

/**
 * The policy's opening word on shipping in India (issue 17): free on every order only while every India zone ships
 * free, as staff set the zones; otherwise (and while the zones load) only what stays true, the figures below giving
 * the fee.
 */
export function IndiaShippingPromise() {
  const { data } = useDeliverySummary();
  if (data?.freeAcrossIndia !== true) {
    return <p>There is no hidden handling charge: the price you see at checkout, shipping included, is the price you pay.</p>;
  }
  return (
    <p>
      <strong>Standard shipping is free on every order delivered in India.</strong> There is no minimum order value and no
      hidden handling charge; the price you see at checkout is the price you pay.
    </p>
  );
}

/**
 * The policy's figures that staff set in the console's delivery zones (issue 17): what shipping costs in India and
 * abroad, the free-above thresholds and the COD limit. Nothing while they load or when the call fails: the policy's
 * fixed text around it stays true either way.
 */
export function IndiaShippingFigures() {
  const { data } = useDeliverySummary();
  if (data === undefined) return null;
  return (
    <ul>
      {data.freeAcrossIndia ? null : (
        <li>
          {data.indiaFreeAbove !== null && data.indiaFreeAbove > 0
            ? `Shipping is free on orders above ${formatPrice(data.indiaFreeAbove)}; below it, the fee for your PIN code is shown before you pay.`
            : 'The shipping fee for your PIN code is shown before you pay.'}
        </li>
      )}
      {data.codLimit === null ? null : (
        <li>
          Cash on delivery is available on orders up to {formatPrice(data.codLimit)}, except in remote areas where couriers do
          not collect cash; the product page and checkout tell you for your PIN code.
        </li>
      )}
      <li>Orders placed after {hourLabel(data.cutoffHour)} IST, on Sundays or on public holidays are processed from the next business day.</li>
    </ul>
  );
}

export function AbroadShippingFigures() {
  const { data } = useDeliverySummary();
  if (data === undefined || !data.shipsAbroad) return null;
  const fees =
    data.abroadFeeFrom === null || data.abroadFeeTo === null
      ? null
      : data.abroadFeeFrom === data.abroadFeeTo
        ? formatPrice(data.abroadFeeFrom)
        : `${formatPrice(data.abroadFeeFrom)}–${formatPrice(data.abroadFeeTo)}`;
  return (
    <p>
      {fees === null ? null : `Shipping abroad costs ${fees} depending on the country`}
      {data.worldwideFreeAbove === null ? '.' : `, and is free on orders above ${formatPrice(data.worldwideFreeAbove)}.`} Orders abroad are
      paid online in Indian rupees; cash on delivery is not available outside India.
    </p>
  );
}

/** 14 → '2 pm', 0 → '12 am'. */
export function hourLabel(hour: number): string {
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}
