import { CategoryCard, CategoryCardSkeleton } from '../../components/CategoryCard/CategoryCard';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus } from '../../components/Skeleton/Skeleton';
import { Slider, type SlidesPerView } from '../../components/Slider/Slider';
import {
  CATEGORY_AUTOPLAY_MS,
  CATEGORY_SLIDES,
  SHOP_BY_CATEGORY_AUTOPLAY_MS,
  SHOP_BY_CATEGORY_SLIDES,
} from '../../constants';
import type { Category } from '../../features/catalog/api';
import { SectionHeading } from './SectionHeading';

/** Enough shapes to fill the widest row (spec 9: at most 5 per view). */
const SKELETONS = 5;

type Shape = 'tile' | 'round';

/**
 * How each shape's slider moves and how many cards it shows (spec 9: the tiles of the category slider, the rounds
 * of 'Shop By Category'), with the pictures' drawn widths (2 or 4 tiles; 2, 3 or 5 rounds per view, inside the
 * container's padding, less the gaps), so that a phone takes the 320 px picture where it is enough.
 */
const SHAPES: Record<Shape, { autoplayMs: number; perView: SlidesPerView; imageSizes: string }> = {
  tile: {
    autoplayMs: CATEGORY_AUTOPLAY_MS,
    perView: CATEGORY_SLIDES,
    imageSizes: '(min-width: 1216px) 274px, (min-width: 1024px) calc(25vw - 30px), (min-width: 768px) calc(50vw - 42px), calc(50vw - 26px)',
  },
  round: {
    autoplayMs: SHOP_BY_CATEGORY_AUTOPLAY_MS,
    perView: SHOP_BY_CATEGORY_SLIDES,
    imageSizes: '(min-width: 1216px) 212px, (min-width: 1024px) calc(20vw - 32px), (min-width: 768px) calc(33.3vw - 38px), calc(50vw - 30px)',
  },
};

export type CategorySliderProps = {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  categories: Category[] | undefined;
  failed: boolean;
  /** Offered on failure; without it a failed slider is left out (another section already offers Retry). */
  onRetry?: () => void;
  /** Tiles or rounds, each with its own pace, cards per view and picture sizes (SHAPES). */
  shape: Shape;
  /** A corner label on every card (spec 2: the category slider's static '50% OFF'). */
  badge?: string;
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
  shape,
  badge,
}: CategorySliderProps) {
  const { autoplayMs, perView, imageSizes } = SHAPES[shape];
  if ((categories !== undefined && categories.length === 0) || (failed && onRetry === undefined)) return null;
  return (
    <section className="home-section container" aria-labelledby={id}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title}>
        {intro}
      </SectionHeading>
      {failed ? (
        <ErrorState message="We could not load the categories." onRetry={onRetry} />
      ) : categories === undefined ? (
        <LoadingStatus label="Loading categories…" className={`category-row category-row--${shape}`}>
          {Array.from({ length: SKELETONS }, (_, index) => (
            <CategoryCardSkeleton key={index} shape={shape} />
          ))}
        </LoadingStatus>
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
