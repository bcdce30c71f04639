import { Link } from 'react-router-dom';
import { PolicyFigure } from '../../components/PolicyFigure/PolicyFigure';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import { DELIVERY_BUSINESS_DAYS, ORDER_PROCESSING_HOURS } from '../../constants';
import { useReturnPolicy } from '../../features/returns/use-returns';
import { FOUNDED_YEAR, HOME_TOWN, SHOP_NAME } from '../../shop-details';

/** About (spec 2): who we are, what we make and how we work; the return window is the refund policy's (issue 18). */
export function AboutPage() {
  const policy = useReturnPolicy();
  return (
    <StaticPage
      eyebrow="About us"
      title={`About ${SHOP_NAME}`}
      lead={`A family jewellery house from ${HOME_TOWN}, Rajasthan, making everyday and occasion jewellery by hand since ${FOUNDED_YEAR}.`}
      description={`${SHOP_NAME} is a family jewellery workshop in ${HOME_TOWN}, Rajasthan, selling handcrafted rings, pendants, bangles, earrings and more online across India and abroad.`}
      aside={
        <section className="info-card" aria-label="At a glance">
          <h2>At a glance</h2>
          <dl>
            <dt>Founded</dt>
            <dd>
              {FOUNDED_YEAR}, in {HOME_TOWN}, Rajasthan
            </dd>
            <dt>We make</dt>
            <dd>Rings, pendants, bangles, earrings, nose pins, mangalsutra and evil-eye jewellery</dd>
            <dt>Shipping</dt>
            <dd>
              Free across India, delivered in {DELIVERY_BUSINESS_DAYS.min}–{DELIVERY_BUSINESS_DAYS.max} business days
            </dd>
            <dt>Payment</dt>
            <dd>UPI, cards, net banking or cash on delivery</dd>
          </dl>
        </section>
      }
    >
      <h2>Who we are</h2>
      <p>
        {SHOP_NAME} is a small, family-run jewellery house. We design, make, pack and ship our pieces ourselves,
        from the same {HOME_TOWN} workshop where we started in {FOUNDED_YEAR}. There is no warehouse in between,
        no faceless marketplace seller: when you order from us, the people who made your piece are the people who
        put it in the box. Our full beginnings are told in <Link to="/story">our story</Link>.
      </p>

      <h2>What we make</h2>
      <p>
        Our collections cover the jewellery people actually wear: slim rings and statement rings, pendants for
        every day and for festivals, bangles and kadas, jhumkas, studs and drops, nose pins, mangalsutra, and a
        whole family of evil-eye charms for adults and little ones. Alongside these you will find gifts chosen for
        birthdays, anniversaries, Raksha Bandhan and Diwali, for him as well as for her.
      </p>
      <p>
        Every product page lists the piece’s material, available sizes and colours, and clear photographs, so
        that what arrives at your door is exactly what you chose. When a piece is made to order, we say so.
      </p>

      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Made by hand.</strong> Our craftspeople shape, set, polish and finish every piece at the bench.
          Small variations are the signature of handwork, never a defect.
        </li>
        <li>
          <strong>Checked twice.</strong> Each order is inspected once when it is finished and again when it is
          packed, and every parcel leaves us sealed with tamper-evident tape.
        </li>
        <li>
          <strong>Fair and clear pricing.</strong> Prices are in Indian rupees and include our free standard
          shipping within India. Discounts are shown openly on every product.
        </li>
        <li>
          <strong>Secure payment.</strong> Pay online through our secure payment partner by UPI, card or net
          banking, or choose cash on delivery. We never see or store your card details.
        </li>
      </ul>

      <h2>Our promise to you</h2>
      <p>
        Orders are processed within {ORDER_PROCESSING_HOURS} hours and delivered in {DELIVERY_BUSINESS_DAYS.min}–{DELIVERY_BUSINESS_DAYS.max} business days across India.
        If a piece is not right, you can return it unused
        {policy.isError ? null : (
          <>
            {' '}
            within <PolicyFigure width="0.6em">{policy.data?.returnWindowDays}</PolicyFigure> days of delivery
          </>
        )}
        ; the details are in our{' '}
        <Link to="/refund">shipping, return and refund policy</Link>. And if you ever need help choosing a size,
        a gift or a finish, call or message us. A real person from the workshop will answer.
      </p>
    </StaticPage>
  );
}
