import { Link } from 'react-router-dom';
import type { Banner } from '../../features/content/api';
import { srcSetOf } from '../../lib/srcset';

export type FestiveBannersProps = { banners: Banner[] };

/** Spec 2's banner images (the 'fastivle' category), side by side on wider screens. */
export function FestiveBanners({ banners }: FestiveBannersProps) {
  if (banners.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="festive-title">
      <h2 id="festive-title" className="visually-hidden">
        Festive offers
      </h2>
      <ul className="festive-banners">
        {banners.map((banner) => {
          const picture = (
            <img
              className="festive-banners__image"
              src={banner.url}
              srcSet={banner.srcset === '' ? srcSetOf(banner.url) : banner.srcset}
              sizes="(min-width: 768px) 50vw, 100vw"
              width={1600}
              height={600}
              alt={banner.alt}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={banner._id}>
              {banner.link === '' ? (
                picture
              ) : (
                <Link to={banner.link} className="festive-banners__link">
                  {picture}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
