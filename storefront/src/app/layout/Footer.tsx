import { Link } from 'react-router-dom';
import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import {
  FOUNDED_YEAR,
  HOME_TOWN,
  SHOP_NAME,
  SUPPORT_ADDRESS,
  SUPPORT_HOURS,
  SUPPORT_PHONES,
} from '../../shop-details';
import { NewsletterForm } from './NewsletterForm';
import './Footer.css';

type FooterColumn = { heading: string; links: readonly { label: string; to: string }[] };

/** Spec 2: story, blog, about, privacy, reviews, refund, term-condition, evil-eye, gifts-for-him. */
const COLUMNS: readonly FooterColumn[] = [
  {
    heading: 'Our shop',
    links: [
      { label: 'Our Story', to: '/story' },
      { label: 'About Us', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Customer Reviews', to: '/reviews' },
    ],
  },
  {
    heading: 'Collections',
    links: [
      { label: 'Evil Eye', to: '/evil-eye' },
      { label: 'Gifts for Him', to: '/gifts-for-him' },
    ],
  },
  {
    heading: 'Customer care',
    links: [
      { label: 'Shipping, Returns & Refunds', to: '/refund' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Terms of Use', to: '/term-condition' },
    ],
  },
];

const THIS_YEAR = new Date().getFullYear();

/** The shop's footer: the newsletter box, pages, the workshop's address and the numbers to call. */
export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer__newsletter">
        <NewsletterForm />
      </div>
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Logo tone="light" />
          <p>
            Rings, pendants, bangles, earrings, nose pins, mangalsutra and evil-eye charms, made by hand in{' '}
            {HOME_TOWN}, Rajasthan, since {FOUNDED_YEAR}.
          </p>
        </div>

        {COLUMNS.map((column) => (
          <nav key={column.heading} className="site-footer__column" aria-label={column.heading}>
            <h2 className="site-footer__heading">{column.heading}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="site-footer__column site-footer__contact">
          <h2 className="site-footer__heading">Support</h2>
          <address>
            <p className="site-footer__contact-line">
              <Icon name="pin" size={18} />
              <span>
                {SUPPORT_ADDRESS.map((line) => (
                  <span key={line} className="site-footer__address-line">
                    {line}
                  </span>
                ))}
              </span>
            </p>
            {SUPPORT_PHONES.map((phone) => (
              <p key={phone.dial} className="site-footer__contact-line">
                <Icon name="phone" size={18} />
                <span>
                  {phone.label}: <a href={`tel:${phone.dial}`}>{phone.display}</a>
                </span>
              </p>
            ))}
          </address>
          <p className="site-footer__hours">{SUPPORT_HOURS}</p>
        </div>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {FOUNDED_YEAR}–{THIS_YEAR} {SHOP_NAME}. Orders are charged in Indian rupees (₹).
          </p>
          <p>Secure payments · Cash on delivery · Free shipping across India</p>
        </div>
      </div>
    </footer>
  );
}
