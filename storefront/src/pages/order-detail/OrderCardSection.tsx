import { useId, type ReactNode } from 'react';
import './OrderCardSection.css';

export type OrderCardSectionProps = {
  /** The part's h3, which names the section. */
  title: string;
  children: ReactNode;
};

/** A titled part of the order's summary card (progress, tax invoice, refunds), set off from the part above by a rule. */
export function OrderCardSection({ title, children }: OrderCardSectionProps) {
  const titleId = useId();
  return (
    <section className="order-card-section" aria-labelledby={titleId}>
      <h3 id={titleId} className="order-card-section__title">
        {title}
      </h3>
      {children}
    </section>
  );
}
