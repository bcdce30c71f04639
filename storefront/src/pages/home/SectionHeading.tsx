import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
};

/** A home section's centred heading: small line, title, gold ornament, a sentence. */
export function SectionHeading({ id, eyebrow, title, children }: SectionHeadingProps) {
  return (
    <div className="section-heading">
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      <div className="ornament" aria-hidden="true">
        <span />
      </div>
      {children === undefined ? null : <p>{children}</p>}
    </div>
  );
}

export type SectionMoreProps = { to: string; children: ReactNode };

/** The link under a home section to the page that shows all of it. */
export function SectionMore({ to, children }: SectionMoreProps) {
  return (
    <div className="home-section__more">
      <Link to={to} className="button button--secondary">
        {children}
      </Link>
    </div>
  );
}
