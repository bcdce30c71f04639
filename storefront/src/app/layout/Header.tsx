import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ShippingPromise } from '../../components/ShippingPromise/ShippingPromise';
import { Icon } from '../../components/Icon/Icon';
import { Logo } from '../../components/Logo/Logo';
import { useAuth } from '../../features/auth/auth-context';
import { CartDropdown } from './CartDropdown';
import { CurrencyPicker } from './CurrencyPicker';
import { HeaderActionFace } from './HeaderActionFace';
import { SHOP_LINKS } from './nav-links';
import { SearchForm } from './SearchForm';
import { TypingBanner } from './TypingBanner';
import './Header.css';

export type HeaderProps = {
  /** Items in the wishlist; nothing is shown while unknown. */
  wishlistCount?: number;
  /** Items in the cart; nothing is shown while unknown. */
  cartCount?: number;
};

/** The shop's header (spec 2): welcome line, free-shipping promise, currency picker, search, account links and the shop menu. */
export function Header({ wishlistCount, cartCount }: HeaderProps) {
  const { user } = useAuth();
  const location = useLocation();
  const here = location.pathname + location.search;
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a') !== null) setMenuOpen(false);
  };
  const closeOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && menuOpen) setMenuOpen(false);
  };

  return (
    <header className="site-header" onKeyDown={closeOnEscape}>
      <div className="announcement">
        <div className="container announcement__inner">
          <TypingBanner />
          <p className="announcement__promise">
            <Icon name="truck" size={18} />
            <ShippingPromise />
          </p>
          <CurrencyPicker />
        </div>
      </div>

      <div className="container site-header__main">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} title="Menu" />
        </button>
        <div className="site-header__logo">
          <Logo />
        </div>
        <SearchForm className="site-header__search" />
        <nav className="site-header__actions" aria-label="Your account">
          <NavLink to="/wishlist" className="header-action">
            <HeaderActionFace icon="heart" label="Wishlist" badge={{ count: wishlistCount, label: 'items in your wishlist' }} />
          </NavLink>
          <NavLink to="/dashboard-client" className="header-action">
            <HeaderActionFace icon="user" label={user === null ? 'Account' : user.name} labelClassName="header-action__label--name" />
          </NavLink>
          <CartDropdown count={cartCount} />
        </nav>
      </div>

      <nav
        id={navId}
        className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
        aria-label="Shop"
        onClick={closeOnLink}
      >
        <ul className="container site-nav__list">
          {SHOP_LINKS.map((link) => (
            <li key={link.to}>
              {/* exact match, query included: Men, Womens and Kids share one path */}
              <Link to={link.to} className="site-nav__link" aria-current={link.to === here ? 'page' : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
