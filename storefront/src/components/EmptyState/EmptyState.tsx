import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  /** A sentence or two on what to do next. */
  children?: ReactNode;
  /** Where to go instead. */
  action?: { label: string; to: string };
};

/** Nothing to show here: say so kindly and offer a way on. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <span className="empty-state__gem" aria-hidden="true" />
      <p className="empty-state__title">{title}</p>
      {children === undefined ? null : <div className="empty-state__text">{children}</div>}
      {action === undefined ? null : (
        <Link className="button button--secondary button--small" to={action.to}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
