import { Link } from 'react-router-dom';

/** Where a call to action leads, and what it says. */
export type LinkAction = { label: string; to: string };

export type ActionLinksProps = {
  /** The row's own class: where the two sit in their .button-row, and the space above them. */
  className: string;
  main: LinkAction;
  other: LinkAction;
};

/** A main call to action as a button, and a quieter second one beside it. */
export function ActionLinks({ className, main, other }: ActionLinksProps) {
  return (
    <div className={`button-row ${className}`}>
      <Link className="button" to={main.to}>
        {main.label}
      </Link>
      <Link className="button button--secondary" to={other.to}>
        {other.label}
      </Link>
    </div>
  );
}
