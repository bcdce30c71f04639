import { Link } from 'react-router-dom';
import { FOUNDED_YEAR, LOGO_SUBLINE, LOGO_WORD, SHOP_NAME } from '../../shop-details';
import './Logo.css';

export type LogoProps = {
  /** 'light' for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
};

/** The shop's mark: a cut gem beside the name, linking home. */
export function Logo({ tone = 'dark' }: LogoProps) {
  return (
    <Link to="/" className={`logo logo--${tone}`} aria-label={`${SHOP_NAME}, home`}>
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 3 35 15 20 37 5 15Z" className="logo__gem" />
        <path d="M5 15h30M13 15l7-12 7 12-7 22Z" className="logo__facets" />
      </svg>
      <span className="logo__text">
        <span className="logo__name">{LOGO_WORD}</span>
        <span className="logo__sub">
          {LOGO_SUBLINE} · Since {FOUNDED_YEAR}
        </span>
      </span>
    </Link>
  );
}
