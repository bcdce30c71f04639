import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard/CategoryCard';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { Slider, type SlidesPerView } from '../../components/Slider/Slider';
import type { Category } from '../../features/catalog/api';
import { SectionHeading } from './SectionHeading';

/** Enough shapes to fill the widest row (spec 9: at most 5 per view). */
const SKELETONS = 5;

export type CategorySliderProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  categories: Category[] | undefined;
  failed: boolean;
  /** Offered on failure; without it a failed slider is left out (another section already offers Retry). */
  onRetry?: () => void;
  autoplayMs: number;
  perView: SlidesPerView;
  shape: 'tile' | 'round';
  /** A corner label on every card (spec 2: the category slider's static '50% OFF'). */
  badge?: string;
  imageSizes: string;
};

/** A home slider of categories: the category slider near the top and 'Shop By Category' near the end. */
export function CategorySlider({
  id,
  eyebrow,
  title,
  intro,
  categories,
  failed,
  onRetry,
  autoplayMs,
  perView,
  shape,
  badge,
  imageSizes,
}: CategorySliderProps) {
  if ((categories !== undefined && categories.length === 0) || (failed && onRetry === undefined)) return null;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      {failed ? (
        <ErrorState message="We could not load the categories." onRetry={onRetry} />
      ) : categories === undefined ? (
        <div role="status" className={`category-row category-row--${shape}`}>
          <span className="visually-hidden">Loading categories…</span>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <CategoryCardSkeleton key={index} shape={shape} />
          ))}
        </div>
      ) : (
        <Slider label={`${title} slides`} autoplayMs={autoplayMs} perView={perView}>
          {categories.map((category) => (
            <CategoryCard key={category._id} category={category} shape={shape} badge={badge} imageSizes={imageSizes} />
          ))}
        </Slider>
      )}
    </section>
  );
}
