import { Link } from 'react-router-dom';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { PolicyFigure } from '../../components/PolicyFigure/PolicyFigure';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import { ADULT_AGE, DELIVERY_BUSINESS_DAYS, ORDER_PROCESSING_HOURS, TERMS_UPDATED } from '../../constants';
import { nonReturnableList } from '../../features/returns/return-labels';
import { useReturnPolicy } from '../../features/returns/use-returns';
import { HOME_TOWN, SHOP_NAME } from '../../shop-details';

/**
 * Terms of Use (spec 2 and 9: last updated July 23, 2024; under 18 only with a parent); what may be returned and when is
 * the refund policy's (issue 18, GET /api/returns/policy), a shimmer of its size while it loads.
 */
export function TermsPage() {
  const policy = useReturnPolicy();
  const data = policy.data;
  return (
    <StaticPage
      eyebrow="Customer care"
      title="Terms of Use"
      lead={`The agreement between you and ${SHOP_NAME} when you browse our website or buy from us.`}
      description={`The terms that apply when you use the ${SHOP_NAME} website and place an order.`}
      meta={`Last updated ${TERMS_UPDATED}`}
      aside={<ContactCard title="Questions about these terms?" />}
    >
      <p>
        Welcome to {SHOP_NAME}. By using this website, creating an account or placing an order, you agree to
        these terms. Please read them carefully; if you do not agree, please do not use the site.
      </p>

      <h2>1. Who may use the shop</h2>
      <p>
        You must be at least {ADULT_AGE} years old to create an account or place an order. If you are under {ADULT_AGE}, you may
        use the shop only under the supervision and with the consent of a parent or legal guardian, who accepts
        these terms on your behalf.
      </p>

      <h2>2. Your account</h2>
      <p>
        You are responsible for the details you give us and for keeping your password private. Please make sure
        your name, e-mail, phone number and addresses are accurate. If you suspect that someone else has used
        your account, change your password and contact us immediately. We may suspend accounts used for fraud or
        abuse.
      </p>

      <h2>3. Products and pictures</h2>
      <p>
        Our jewellery is made by hand, so every piece is slightly unique. We photograph and describe our products
        as accurately as we can, but colours may look different on different screens, and small variations in
        finish, stone shade or size are a natural part of handcrafted work rather than a defect.
      </p>

      <h2>4. Prices and payment</h2>
      <ul>
        <li>All prices are in Indian rupees (₹) and include applicable taxes unless stated otherwise.</li>
        <li>Standard shipping within India is free.</li>
        <li>
          You can pay online (UPI, cards or net banking, through our secure payment partner) or choose cash on
          delivery where it is offered.
        </li>
        <li>
          If a price is shown incorrectly because of an obvious error, we may cancel the order and refund any
          amount paid in full, after letting you know.
        </li>
      </ul>

      <h2>5. Orders</h2>
      <p>
        Your order is an offer to buy. It is accepted when we confirm it and begin processing it. We may decline
        or cancel an order if a piece is out of stock, if we cannot verify the payment, or if the delivery address
        cannot be served; in that case any amount paid is refunded in full.
      </p>

      <h2>6. Coupons and offers</h2>
      <p>
        Coupons apply only when their conditions are met, such as a minimum order value, and may be limited in
        the number of uses per customer. Coupons cannot be exchanged for cash and cannot be combined unless we
        say so.
      </p>

      <h2>7. Shipping, returns and refunds</h2>
      <p>
        Orders are processed within {ORDER_PROCESSING_HOURS} hours and delivered within India in{' '}
        {DELIVERY_BUSINESS_DAYS.min}–{DELIVERY_BUSINESS_DAYS.max} business days.{' '}
        {policy.isError ? (
          'Unused pieces may be returned as our policy allows.'
        ) : (
          <>
            Unused pieces may be returned within <PolicyFigure width="0.6em">{data?.returnWindowDays}</PolicyFigure> days of delivery, except{' '}
            <PolicyFigure width="16em">{data === undefined ? undefined : nonReturnableList(data)}</PolicyFigure>
            <PolicyFigure width="20em">
              {data === undefined ? undefined : data.overseasReturnable ? '' : '; orders shipped outside India cannot be returned or refunded'}
            </PolicyFigure>
            .
          </>
        )}{' '}
        Full details are in our{' '}
        <Link to="/refund">shipping, return and refund policy</Link>, which forms part of these terms.
      </p>

      <h2>8. Reviews and content you share</h2>
      <p>
        Reviews must be honest, about a product you have bought, and free of offensive, unlawful or promotional
        content. By posting a review you allow us to show it on our website. We may remove content that breaks
        these rules.
      </p>

      <h2>9. Our content</h2>
      <p>
        The designs, photographs, text and logo on this website belong to {SHOP_NAME}. You may not copy or use
        them for commercial purposes without our written permission.
      </p>

      <h2>10. Liability</h2>
      <p>
        We do our best to keep the website available and accurate, but we cannot promise that it will always be
        free of interruptions or errors. To the extent the law allows, our responsibility for any order is
        limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under
        Indian law.
      </p>

      <h2>11. Privacy</h2>
      <p>
        How we handle your personal information is explained in our <Link to="/privacy">privacy policy</Link>.
      </p>

      <h2>12. Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the courts
        at Jaipur, Rajasthan, the district in which {HOME_TOWN} lies.
      </p>

      <h2>13. Changes to these terms</h2>
      <p>
        We may update these terms from time to time. The date at the top of this page shows when they last
        changed. The terms in force when you place an order apply to that order.
      </p>
    </StaticPage>
  );
}
