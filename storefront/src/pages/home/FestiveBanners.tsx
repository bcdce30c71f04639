import { Link } from 'react-router-dom';
import { BannerImage } from '../../components/StoredImage/StoredImage';
import type { Banner } from '../../features/content/api';

export type FestiveBannersProps = { banners: Banner[] };

/** Spec 2's banner images (the 'fastivle' category), side by side on wider screens. */
export function FestiveBanners({ banners }: FestiveBannersProps) {
  if (banners.length === 0) return null;
  return (
    <section className="home-section container" aria-labelledby="festive-title">
      <h2 id="festive-title" className="visually-hidden">
        Festive offers
      </h2>
      <ul className="grid-list festive-banners">
        {banners.map((banner) => {
          const picture = <BannerImage banner={banner} className="festive-banners__image" sizes="(min-width: 768px) 50vw, 100vw" />;
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
