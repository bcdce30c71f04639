import type { ReactNode } from 'react';
import type { Banner } from '../../features/content/api';
import { SHOP_NAME } from '../../shop-details';
import { BannerImage } from '../StoredImage/StoredImage';
import './PageBanner.css';

export type PageBannerProps = {
  /** The small line above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** A wide picture behind the words (its left part is calm enough for text); the ivory band otherwise. */
  image?: Pick<Banner, 'url' | 'srcset' | 'alt'>;
  /** Something beside the words, e.g. the category's picture. */
  aside?: ReactNode;
};

/**
 * The band at the top of a shop page. It keeps one height with or without a picture, so a banner that
 * arrives after the words moves nothing.
 */
export function PageBanner({ eyebrow, title, lead, image, aside }: PageBannerProps) {
  return (
    <header className={image === undefined ? 'page-banner' : 'picture-banner page-banner page-banner--image'}>
      {image === undefined ? null : <BannerImage banner={image} className="picture-banner__picture page-banner__image" sizes="100vw" firstScreen />}
      <div className="container page-banner__inner">
        <div className="page-banner__text">
          <p className="eyebrow page-banner__eyebrow">{eyebrow}</p>
          <h1 className="page-banner__title">{title}</h1>
          {lead === undefined ? null : <p className="page-banner__lead">{lead}</p>}
        </div>
        {aside === undefined ? null : <div className="page-banner__aside">{aside}</div>}
      </div>
    </header>
  );
}

export type BannerPageProps = PageBannerProps & {
  /** The document's title before the shop's name; the banner's title unless told. */
  documentTitle?: string;
  /** One sentence for search engines and link previews, where the page has its own. */
  description?: string;
  /** The content's class beside `container`. */
  className: string;
  children: ReactNode;
};

/** A shop page under its banner: the document's title (and description), the banner, then the content in the container. */
export function BannerPage({ documentTitle, description, className, children, ...banner }: BannerPageProps) {
  return (
    <>
      <title>{`${documentTitle ?? banner.title} | ${SHOP_NAME}`}</title>
      {description === undefined ? null : <meta name="description" content={description} />}
      <PageBanner {...banner} />
      <div className={`container ${className}`}>{children}</div>
    </>
  );
}
