import './PageHeader.css';

export type PageHeaderProps = {
  /** The small line above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  /** The h1's id, for the parts of the page it names. */
  titleId?: string;
};

/** The plain head of a shopper's own page (cart, wishlist, account): the eyebrow and the h1 over a rule; shop pages have a PageBanner. */
export function PageHeader({ eyebrow, title, titleId }: PageHeaderProps) {
  return (
    <header className="page-header">
      <p className="eyebrow">{eyebrow}</p>
      <h1 id={titleId} className="page-header__title">
        {title}
      </h1>
    </header>
  );
}
