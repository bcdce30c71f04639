import type { ReactNode } from 'react';
import { SHOP_NAME } from '../../shop-details';
import './StaticPage.css';

export type StaticPageProps = {
  /** The small line above the title, e.g. 'Customer care'. */
  eyebrow: string;
  title: string;
  /** The first sentence a reader sees under the title. */
  lead: string;
  /** One sentence for search engines and link previews. */
  description: string;
  /** A line such as 'Last updated July 23, 2024'. */
  meta?: string;
  /** A narrow column beside the text (contact card, quick facts). */
  aside?: ReactNode;
  children: ReactNode;
};

/** The frame of the shop's written pages: a title band, then readable text with an optional side column. */
export function StaticPage({ eyebrow, title, lead, description, meta, aside, children }: StaticPageProps) {
  return (
    <>
      <title>{`${title} | ${SHOP_NAME}`}</title>
      <meta name="description" content={description} />
      <header className="static-page__hero">
        <div className="container static-page__hero-inner">
          <p className="eyebrow">{eyebrow}</p>
          <h1 className="static-page__title">{title}</h1>
          <p className="static-page__lead">{lead}</p>
          {meta === undefined ? null : <p className="static-page__meta">{meta}</p>}
        </div>
      </header>
      <div className={aside === undefined ? 'container static-page__body' : 'container static-page__body split-layout static-page__body--with-aside'}>
        <article className="prose">{children}</article>
        {aside === undefined ? null : <aside className="static-page__aside">{aside}</aside>}
      </div>
    </>
  );
}
