import './CountBadge.css';

export type CountBadgeProps = {
  /** Unknown (not loaded, or signed out) and 0 show nothing. */
  count?: number;
  /** What is counted, for screen readers, e.g. 'items in your cart'. */
  label: string;
};

/** The small number on the wishlist and cart icons. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (count === undefined || count <= 0) return null;
  return (
    <span className="count-badge">
      {count > 99 ? '99+' : count}
      <span className="visually-hidden"> {label}</span>
    </span>
  );
}
