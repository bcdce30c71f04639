import { NavLink } from 'react-router-dom';
import { Icon, type IconName } from '../../components/Icon/Icon';
import { HELP_CHAT_URL } from '../../shop-details';
import './MobileBottomBar.css';

type BarLink = { label: string; to: string; icon: IconName };

/** Spec 2: Home, Categories, Best Seller, Gift Store, then Help. */
const LINKS: readonly BarLink[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'Categories', to: '/collections', icon: 'grid' },
  { label: 'Best Seller', to: '/best-seller', icon: 'star' },
  { label: 'Gift Store', to: '/gift-store', icon: 'gift' },
];

/** The bar along the bottom of small screens; Help opens a chat with the shop in a new tab. */
export function MobileBottomBar() {
  return (
    <nav className="bottom-bar" aria-label="Quick links">
      <ul className="bottom-bar__list">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end className="bottom-bar__item">
              <Icon name={link.icon} size={22} />
              <span>{link.label}</span>
            </NavLink>
          </li>
        ))}
        <li>
          <a className="bottom-bar__item" href={HELP_CHAT_URL} target="_blank" rel="noopener noreferrer">
            <Icon name="chat" size={22} />
            <span>Help</span>
            <span className="visually-hidden"> (opens WhatsApp in a new tab)</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
