import { type ReactNode, useId } from 'react';
import { SHOP_NAME } from '../../shop-details';

export type NotFoundSectionProps = {
  className: string;
  /** The browser tab's title, before the shop's name, e.g. 'Page not found'. */
  tabTitle: string;
  heading: string;
  /** Shown above the heading and hidden from screen readers, e.g. the 404 page's large code. */
  before?: ReactNode;
  /** What may have happened, and where to go instead. */
  children: ReactNode;
};

/** What the shop answers for something that does not exist (404): its own title, kept out of search engines, and a heading. */
export function NotFoundSection({ className, tabTitle, heading, before, children }: NotFoundSectionProps) {
  const headingId = useId();
  return (
    <section className={className} aria-labelledby={headingId}>
      <title>{`${tabTitle} | ${SHOP_NAME}`}</title>
      <meta name="robots" content="noindex" />
      {before}
      <h1 id={headingId}>{heading}</h1>
      {children}
    </section>
  );
}
