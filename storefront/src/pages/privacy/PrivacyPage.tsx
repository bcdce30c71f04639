import { Link } from 'react-router-dom';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { StaticPage } from '../../components/StaticPage/StaticPage';
import { ADDRESS_COOKIE_DAYS, ADULT_AGE, NEWSLETTER_DISCOUNT_PERCENT } from '../../constants';
import { SHOP_NAME } from '../../shop-details';

/** Privacy Policy (spec 2): what we collect, why, who sees it, and the customer's choices. */
export function PrivacyPage() {
  return (
    <StaticPage
      eyebrow="Customer care"
      title="Privacy Policy"
      lead="What we know about you, why we need it, and how we look after it. In plain words."
      description={`How ${SHOP_NAME} collects, uses and protects your personal information when you shop with us.`}
      aside={<ContactCard title="Privacy questions" intro="Ask us anything about your data, or ask us to delete it." />}
    >
      <p>
        This policy explains how {SHOP_NAME} (“we”, “us”) handles personal information when you visit our
        website, create an account or place an order. We collect only what we need to run the shop and we never
        sell your information to anyone.
      </p>

      <h2>What we collect</h2>
      <ul>
        <li>
          <strong>Account details:</strong> your name, e-mail address, phone number and a password, which we store
          only in scrambled (hashed) form, so that even we cannot read it.
        </li>
        <li>
          <strong>Newsletter:</strong> if you subscribe in the footer, your e-mail address, so that we can send
          you the one-time {NEWSLETTER_DISCOUNT_PERCENT}% first-purchase coupon and our news. Every newsletter
          e-mail has a link to unsubscribe.
        </li>
        <li>
          <strong>Order details:</strong> shipping addresses, the pieces you buy, order and payment status, and
          any coupon you use.
        </li>
        <li>
          <strong>What you share with us:</strong> product reviews, wishlist items, and messages you send when
          you call, e-mail or chat with us.
        </li>
        <li>
          <strong>Technical information:</strong> basic information your browser sends, such as the pages you
          visit and your device type, which helps us keep the site working and secure.
        </li>
      </ul>
      <p>
        We do <strong>not</strong> receive or store your card, UPI or net-banking details. Online payments are
        handled entirely by our payment partner on its own secure pages.
      </p>

      <h2>How we use it</h2>
      <ul>
        <li>To process, pack, ship and track your orders, and to handle returns and refunds.</li>
        <li>To keep you signed in and show your order history, wishlist and saved addresses.</li>
        <li>To send service messages, such as order confirmations, shipping updates and one-time passwords.</li>
        <li>
          To send news and offers, but only if you have asked for them. Every such e-mail has an unsubscribe link.
        </li>
        <li>To prevent fraud and misuse, and to meet our legal and tax obligations.</li>
      </ul>

      <h2>Who we share it with</h2>
      <p>We share the minimum needed, and only with:</p>
      <ul>
        <li>courier partners, who receive your name, address and phone number to deliver your parcel;</li>
        <li>our payment partner, to take and refund online payments securely;</li>
        <li>e-mail and hosting providers who run parts of our service on our behalf, under confidentiality;</li>
        <li>authorities, where Indian law requires us to.</li>
      </ul>

      <h2>Cookies and browser storage</h2>
      <p>
        When you sign in, your browser keeps a sign-in token so that you stay signed in between pages; signing out
        removes it. At checkout we can remember your shipping address in a cookie for {ADDRESS_COOKIE_DAYS} days so you do not have
        to type it again. We do not use advertising cookies. You can clear cookies and site data in your browser
        at any time; you will simply need to sign in again.
      </p>

      <h2>How long we keep it</h2>
      <p>
        We keep your account details for as long as your account is open. Order and invoice records are kept for
        the period required by Indian tax law, even if you close your account. One-time passwords are deleted as
        soon as they are used or expire.
      </p>

      <h2>Your choices and rights</h2>
      <ul>
        <li>See and correct the details in your account from your dashboard, or ask us to do it for you.</li>
        <li>Ask for a copy of the personal information we hold about you.</li>
        <li>Ask us to close your account and delete your information, except records we must keep by law.</li>
        <li>Stop marketing messages at any time, with the unsubscribe link or by telling us.</li>
      </ul>

      <h2>Children</h2>
      <p>
        Our shop is meant for adults. If you are under {ADULT_AGE}, please use it only with the involvement and consent of a
        parent or guardian, as explained in our <Link to="/term-condition">terms of use</Link>.
      </p>

      <h2>Keeping your information safe</h2>
      <p>
        All pages of our site are served over an encrypted connection. Access to customer information inside our
        team is limited to the people who need it to serve you. No system is perfectly secure, so please choose a
        strong password that you do not use anywhere else, and tell us straight away if you think someone else
        has used your account.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        If we change how we handle personal information, we will update this page before the change takes effect. For
        significant changes, we will also let account holders know by e-mail.
      </p>
    </StaticPage>
  );
}
