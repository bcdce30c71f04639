import { useState } from 'react';
import { ProductCard } from '../../components/ProductCard/ProductCard';
import { ProductGridSkeleton } from '../../components/ProductGrid/ProductGrid';
import { Slider } from '../../components/Slider/Slider';
import { POPULAR_AUTOPLAY_MS, SLIDER_NAME_WORDS } from '../../constants';
import type { HomeProducts } from '../../features/catalog/api';
import { SectionHeading, SectionMore } from './SectionHeading';

type Tab = 'popular' | 'latest';

/** Spec 9 gives this slider no count per view: 2 on phones, 3 on tablets, 4 on wider screens. */
const PER_VIEW = { base: 2, md: 3, lg: 4 };
const IMAGE_SIZES = '(min-width: 1024px) 23vw, (min-width: 768px) 30vw, 46vw';

export type PopularLatestProps = {
  /** The home data; undefined while it loads. */
  home: HomeProducts | undefined;
  /** The home data could not be loaded (the grid above offers Retry). */
  failed: boolean;
};

/** Popular and latest pieces in one slider (spec 2), with View More to /evil-eye. */
export function PopularLatest({ home, failed }: PopularLatestProps) {
  const [tab, setTab] = useState<Tab>('popular');
  const popular = home?.topRated_product ?? [];
  const latest = home?.latest_product ?? [];
  // without reviews yet there is nothing popular: show the latest alone
  const current = tab === 'popular' && popular.length > 0 ? popular : latest;
  if (failed || (home !== undefined && current.length === 0)) return null;

  return (
    <section className="home-section home-section--tinted" aria-labelledby="popular-title">
      <div className="container">
        <SectionHeading id="popular-title" eyebrow="Loved this season" title="Popular and Latest" />
        {popular.length > 0 ? (
          <div className="filter-buttons" role="group" aria-label="Show">
            <button type="button" className="filter-buttons__button" aria-pressed={tab === 'popular'} onClick={() => setTab('popular')}>
              Popular
            </button>
            <button type="button" className="filter-buttons__button" aria-pressed={tab === 'latest'} onClick={() => setTab('latest')}>
              Latest
            </button>
          </div>
        ) : null}
        {home === undefined ? (
          <ProductGridSkeleton count={4} columns="four" />
        ) : (
          <Slider key={tab} label={tab === 'popular' ? 'Popular pieces' : 'Latest pieces'} autoplayMs={POPULAR_AUTOPLAY_MS} perView={PER_VIEW}>
            {current.map((product) => (
              <ProductCard key={product._id} product={product} nameWords={SLIDER_NAME_WORDS} imageSizes={IMAGE_SIZES} />
            ))}
          </Slider>
        )}
        <SectionMore to="/evil-eye">View More</SectionMore>
      </div>
    </section>
  );
}
