import { Link } from 'react-router-dom';
import { ActionLinks } from '../../components/ActionLinks/ActionLinks';
import { BannerImage } from '../../components/StoredImage/StoredImage';
import { Slider } from '../../components/Slider/Slider';
import { HERO_AUTOPLAY_MS } from '../../constants';
import type { Banner } from '../../features/content/api';
import { FOUNDED_YEAR, HOME_TOWN } from '../../shop-details';
import { HeroArt } from './HeroArt';

type Caption = { eyebrow: string; title: string; cta: string };

/** What a 'Home Page' banner says over its picture, by where it leads. */
const CAPTIONS: Record<string, Caption> = {
  '/collections': { eyebrow: 'Our collections', title: 'Rings, jhumkas, bangles and more, by category', cta: 'Shop By Category' },
  '/offer-promotion': { eyebrow: 'Offers', title: 'Handcrafted pieces at festive prices', cta: 'See the offers' },
  '/best-seller': { eyebrow: 'Most loved', title: 'The pieces our customers rate highest', cta: 'Shop best sellers' },
  '/evil-eye': { eyebrow: 'Nazar collection', title: 'Evil-eye charms to keep bad luck away', cta: 'Shop evil eye' },
  '/gift-store': { eyebrow: 'Gifts', title: 'Gifts they will keep for a lifetime', cta: 'Visit the gift store' },
};

const DEFAULT_CAPTION: Caption = { eyebrow: 'New in', title: 'Fresh from our Sanganer workshop', cta: 'Shop now' };

export type HeroSectionProps = {
  /** The 'Home Page' banners; the first slide is always the shop's own introduction. */
  banners: Banner[];
};

/**
 * The first screen of the shop (spec 2: hero slider, moving every 2000 ms per spec 9). The introduction with
 * the page's h1 needs no data, so the first screen never waits; the banners join it as they arrive.
 */
export function HeroSection({ banners }: HeroSectionProps) {
  return (
    <Slider label="Featured" autoplayMs={HERO_AUTOPLAY_MS} className="hero-slider">
      <HeroIntro key="intro" />
      {banners.map((banner) => (
        <HeroBanner key={banner._id} banner={banner} />
      ))}
    </Slider>
  );
}

function HeroIntro() {
  return (
    <div className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">
            Since {FOUNDED_YEAR} · {HOME_TOWN}, Rajasthan
          </p>
          <h1 className="hero__title">
            Jewellery made by hand, <em>meant to be handed down</em>
          </h1>
          <p className="hero__lead">
            Rings, pendants, bangles, earrings, nose pins, mangalsutra and evil-eye charms, finished in our
            family workshop and sent to your door with free shipping across India.
          </p>
          <ActionLinks
            className="hero__actions"
            main={{ label: 'Shop By Category', to: '/collections' }}
            other={{ label: 'Our story', to: '/story' }}
          />
        </div>
        <div className="hero__art">
          <HeroArt />
        </div>
      </div>
    </div>
  );
}

type HeroBannerProps = { banner: Banner };

function HeroBanner({ banner }: HeroBannerProps) {
  const caption = CAPTIONS[banner.link] ?? DEFAULT_CAPTION;
  const picture = <BannerImage banner={banner} className="picture-banner__picture hero-banner__image" sizes="100vw" />;
  const words = (
    <span className="container hero-banner__caption">
      <span className="eyebrow hero-banner__eyebrow">{caption.eyebrow}</span>
      <span className="hero-banner__title">{caption.title}</span>
      {banner.link === '' ? null : <span className="button hero-banner__cta">{caption.cta}</span>}
    </span>
  );
  if (banner.link === '') {
    return (
      <div className="picture-banner hero-banner">
        {picture}
        {words}
      </div>
    );
  }
  return (
    <Link to={banner.link} className="picture-banner hero-banner">
      {picture}
      {words}
    </Link>
  );
}
