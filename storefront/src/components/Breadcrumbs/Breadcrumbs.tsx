import { Link } from 'react-router-dom';
import './Breadcrumbs.css';

export type BreadcrumbsProps = {
  /** The page this one sits under, between home and it. */
  parent: { label: string; to: string };
  /** This page's name. */
  current: string;
  /** The page's own class, which spaces the trail (its list's gap and margin). */
  className: string;
};

/** Where a page sits: home, the page it sits under, and this page. */
export function Breadcrumbs({ parent, current, className }: BreadcrumbsProps) {
  return (
    <nav className={`breadcrumbs ${className}`} aria-label="Breadcrumb">
      <ol>
        <li>
          <Link to="/">Home</Link>
        </li>
        <li>
          <Link to={parent.to}>{parent.label}</Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
