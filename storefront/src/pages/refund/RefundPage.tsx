import { Link } from 'react-router-dom';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import {
  DELIVERY_BUSINESS_DAYS,
  MISSING_ITEM_CLAIM_HOURS,
  ORDER_PROCESSING_HOURS,
  REFUND_BUSINESS_DAYS,
  REFUND_START_HOURS,
  RETURN_DAYS,
} from '../../constants';
import { SHOP_NAME } from '../../shop-details';
import { AbroadShippingFigures, IndiaShippingFigures, IndiaShippingPromise } from './ShippingFigures';

/** Shipping, Return and Refund policy (spec 9's policy figures; shipping fees as staff set the delivery zones, issue 17). */
export function RefundPage() {
  return (
    <StaticPage
      eyebrow="Customer care"
      title="Shipping, Return & Refund Policy"
      lead="How we send your order, how long it takes, and what to do if something is not right."
      description={`${SHOP_NAME} ships across India in ${DELIVERY_BUSINESS_DAYS.min}–${DELIVERY_BUSINESS_DAYS.max} business days and accepts returns of unused pieces within ${RETURN_DAYS} days.`}
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
      <p>
        <strong>Orders shipped outside India cannot be returned or refunded.</strong> If you are unsure about a
        size or finish, please contact us before ordering and we will gladly help you choose.
      </p>

      <h2>Returns</h2>
      <p>
        If you change your mind, you may return a piece within <strong>{RETURN_DAYS} days of delivery</strong>, provided it
        is unused, undamaged, and sent back in its original packaging with all tags and any certificate that
        came with it.
      </p>
      <h3>Items that cannot be returned</h3>
      <ul>
        <li>Personalised or engraved items, and pieces altered or resized at your request</li>
        <li>Coins</li>
        <li>Utensils</li>
        <li>Idols</li>
      </ul>
      <h3>How to return a piece</h3>
      <ol>
        <li>Call or message us within {RETURN_DAYS} days of delivery with your order number and the piece you wish to return.</li>
        <li>We confirm the return and tell you where and how to send it.</li>
        <li>Pack the piece securely in its original packaging and keep the courier receipt until your refund arrives.</li>
      </ol>

      <h2>Refunds</h2>
      <p>
        We inspect every returned piece when it reaches our workshop. Once it passes inspection, your refund is
        started within <strong>{REFUND_START_HOURS} hours of our receiving it</strong> and reaches you within{' '}
        <strong>
          {REFUND_BUSINESS_DAYS.min}–{REFUND_BUSINESS_DAYS.max} business days
        </strong>.
      </p>
      <ul>
        <li>Online payments are refunded to the same UPI account, card or bank account you paid with.</li>
        <li>For cash-on-delivery orders we refund to a bank account or UPI ID that you share with us.</li>
        <li>If a returned piece shows signs of use or damage, we will send it back to you and explain why.</li>
      </ul>

      <h2>Missing, wrong or damaged items</h2>
      <p>
        Every parcel is sealed with tamper-evident tape. Please record an <strong>unboxing video</strong> from
        the moment you start opening the sealed parcel. If an item is missing, wrong or damaged, write to us or
        call us <strong>within {MISSING_ITEM_CLAIM_HOURS} hours of delivery</strong> and share the video along with your order number.
        Claims without an unboxing video, or made after {MISSING_ITEM_CLAIM_HOURS} hours, cannot be accepted, because we have no other way
        to verify what happened in transit.
      </p>
      <p>
        Once we confirm the problem, we will send the missing or correct piece at no cost to you, or refund it in
        full if it is no longer available.
      </p>

      <h2>Questions</h2>
      <p>
        For anything not covered here, please get in touch using the details on this page. You can also read our{' '}
        <Link to="/term-condition">terms of use</Link> and <Link to="/privacy">privacy policy</Link>.
      </p>
    </StaticPage>
  );
}
