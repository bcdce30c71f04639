import { SHOP_NAME, SHOP_TAGLINE } from '../../shop-details';
import { GenderPicker } from './GenderPicker';
import { HeroSection } from './HeroSection';
import { TrustBadges } from './TrustBadges';
import './home.css';

/**
 * Home (spec 2). Sections keep the spec's order: hero, trust badges, category slider, all-products
 * grid, popular and latest, banners, 'Product May You Like', 'Perfect Him and Her', nose-pin grid,
 * shop by category, blog teaser; the catalogue-driven ones slot in between as their data arrives.
 */
export function HomePage() {
  return (
    <>
      <title>{`${SHOP_NAME} | ${SHOP_TAGLINE}`}</title>
      <HeroSection />
      <TrustBadges />
      <GenderPicker />
    </>
  );
}
