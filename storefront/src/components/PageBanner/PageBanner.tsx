import type { ReactNode } from 'react';
import type { Banner } from '../../features/content/api';
import { StoredImage } from '../StoredImage/StoredImage';
import './PageBanner.css';

export type PageBannerProps = {
  /** The small line above the title. */
  eyebrow: string;
  /** The page's one h1. */
  title: string;
  lead?: ReactNode;
  /** A wide picture behind the words (its left part is calm enough for text); the ivory band otherwise. */
  image?: Pick<Banner, 'url' | 'alt'>;
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
      {image === undefined ? null : (
        <StoredImage
          className="picture-banner__picture page-banner__image"
          src={image.url}
          sizes="100vw"
          width={1600}
          height={600}
          alt={image.alt}
          fetchPriority="high"
        />
      )}
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
