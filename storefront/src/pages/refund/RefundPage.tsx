import { Link } from 'react-router-dom';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import { DELIVERY_BUSINESS_DAYS, ORDER_PROCESSING_HOURS } from '../../constants';
import { useReturnPolicy } from '../../features/returns/use-returns';
import { SHOP_NAME } from '../../shop-details';
import { PolicyReturns } from './PolicyReturns';
import { AbroadShippingFigures, IndiaShippingFigures, IndiaShippingPromise } from './ShippingFigures';

/**
 * Shipping, Return and Refund policy (spec 9's policy figures; shipping fees as staff set the delivery zones, issue 17;
 * the return window, missing-item hours, refund timing and non-returnable kinds from the rules themselves, issue 18).
 */
export function RefundPage() {
  const policy = useReturnPolicy();
  const returns = policy.data === undefined ? 'accepts returns of unused pieces' : `accepts returns of unused pieces within ${policy.data.returnWindowDays} days`;
  return (
    <StaticPage
      eyebrow="Customer care"
      title="Shipping, Return & Refund Policy"
      lead="How we send your order, how long it takes, and what to do if something is not right."
      description={`${SHOP_NAME} ships across India in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days and ${returns}.`}
      aside={
        <ContactCard
          title="Something not right?"
          intro="Call or message us with your order number and we will sort it out together."
        />
      }
    >
      <h2>Shipping within India</h2>
      <IndiaShippingPromise />
      <ul>
        <li>Orders are processed and packed within {ORDER_PROCESSING_HOURS} hours of being placed (excluding Sundays and public holidays).</li>
        <li>Delivery takes {DELIVERY_BUSINESS_DAYS.min}–{DELIVERY_BUSINESS_DAYS.max} business days from dispatch, depending on your pin code.</li>
        <li>Pieces marked as made to order are crafted for you and dispatched as soon as they are finished; the product page tells you when this applies.</li>
        <li>Once your parcel is on its way, we send the courier’s tracking details to your e-mail and phone.</li>
      </ul>
      <IndiaShippingFigures />
      <p>
        Please make sure your shipping address, pin code and phone number are complete and correct. A courier
        may be unable to deliver to an incomplete address, and a parcel returned to us this way has to be
        shipped again.
      </p>

      <h2>International orders</h2>
      <p>
        We are happy to ship to customers outside India. Delivery times depend on the destination country and
        its customs. Any import duties or taxes charged by the destination country are paid by the recipient.
      </p>
      <AbroadShippingFigures />
      <OverseasReturns />

      <PolicyReturns />

      <h2>Questions</h2>
      <p>
        For anything not covered here, please get in touch using the details on this page. You can also read our{' '}
        <Link to="/term-condition">terms of use</Link> and <Link to="/privacy">privacy policy</Link>.
      </p>
    </StaticPage>
  );
}

/** What the policy says of returns from abroad, as the rules apply it; nothing until it is known. */
function OverseasReturns() {
  const { data } = useReturnPolicy();
  if (data === undefined || data.overseasReturnable) return null;
  return (
    <p>
      <strong>Orders shipped outside India cannot be returned or refunded.</strong> If you are unsure about a size or finish,
      please contact us before ordering and we will gladly help you choose.
    </p>
  );
}
