import { Deferred } from '../../components/Deferred/Deferred';
import { RatesStrip } from '../../components/RatesStrip/RatesStrip';
import { useCategories } from '../../features/catalog/use-categories';
import { useHomeProducts } from '../../features/catalog/use-home-products';
import { useBanners } from '../../features/content/use-banners';
import { SHOP_NAME, SHOP_TAGLINE } from '../../shop-details';
import { AllProducts } from './AllProducts';
import { BlogTeaser } from './BlogTeaser';
import { CategorySlider } from './CategorySlider';
import { FestiveBanners } from './FestiveBanners';
import { GenderPicker } from './GenderPicker';
import { HeroSection } from './HeroSection';
import { nosePinsOf } from './home-data';
import { NosePins } from './NosePins';
import { PopularLatest } from './PopularLatest';
import { TrustBadges } from './TrustBadges';
import { YouMayLike } from './YouMayLike';
import './home.css';

/**
 * Home (spec 2), sections in the spec's order: hero slider, trust badges, category slider, all-products
 * grid, popular and latest, banners, 'Product May You Like', 'Perfect Him and Her', nose pins, shop by
 * category, blog teaser. Three calls feed it all (products, categories, banners) but the blog teaser, which
 * asks for its posts once it comes near; the first screen needs none of them, the sections below it are
 * drawn as they come near, and every section shows its own loading state.
 */
export function HomePage() {
  const home = useHomeProducts();
  const categories = useCategories();
  const banners = useBanners();
  const bannersOf = (category: string) => banners.data?.filter((banner) => banner.category === category) ?? [];
  const retryHome = () => void home.refetch();
  const retryCategories = () => void categories.refetch();

  return (
    <>
      <title>{`${SHOP_NAME} | ${SHOP_TAGLINE}`}</title>
      <HeroSection banners={bannersOf('Home Page')} />
      {/* below the hero (the page's largest paint), asked for after it; its line is kept while the rates come */}
      <RatesStrip className="container" />
      <TrustBadges />
      <Deferred minHeight="var(--home-categories-height)">
        <CategorySlider
          id="categories-title"
          eyebrow="Collections"
          title="Trending Categories"
          categories={categories.data}
          failed={categories.isError}
          onRetry={retryCategories}
          shape="tile"
          badge="50% OFF"
        />
      </Deferred>
      <Deferred minHeight="var(--home-grid-height)">
        <AllProducts products={home.data?.products} failed={home.isError} onRetry={retryHome} />
      </Deferred>
      <Deferred minHeight="var(--home-slider-height)">
        <PopularLatest home={home.data} failed={home.isError} />
      </Deferred>
      <Deferred minHeight="var(--home-banners-height)">
        <FestiveBanners banners={bannersOf('fastivle')} />
      </Deferred>
      <Deferred minHeight="var(--home-may-like-height)">
        <YouMayLike products={home.data?.discount_product} failed={home.isError} />
      </Deferred>
      <GenderPicker />
      <Deferred minHeight="var(--home-nose-pins-height)">
        <NosePins products={home.data === undefined ? [] : nosePinsOf(home.data)} />
      </Deferred>
      <Deferred minHeight="var(--home-categories-height)">
        <CategorySlider
          id="shop-by-category-title"
          eyebrow="Browse"
          title="Shop By Category"
          intro="Every collection in our workshop, from everyday studs to bridal sets."
          categories={categories.data}
          failed={categories.isError}
          shape="round"
        />
      </Deferred>
      <Deferred minHeight="36rem">
        <BlogTeaser />
      </Deferred>
    </>
  );
}
