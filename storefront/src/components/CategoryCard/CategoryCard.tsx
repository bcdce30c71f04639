import { Link } from 'react-router-dom';
import type { Category } from '../../features/catalog/api';
import { StoredImage } from '../StoredImage/StoredImage';
import { Skeleton } from '../Skeleton/Skeleton';
import './CategoryCard.css';

export type CategoryCardProps = {
  category: Category;
  /** 'tile': a square picture with the name under it; 'round': a round picture (shop by category). */
  shape?: 'tile' | 'round';
  /** A corner label, e.g. spec 2's static '50% OFF' on the home page's category slider. */
  badge?: string;
  /** The `sizes` of the picture's srcset. */
  imageSizes?: string;
};

/** A category linking to /category-data/{slug} (spec 2). */
export function CategoryCard({ category, shape = 'tile', badge, imageSizes = '(min-width: 1024px) 20vw, 45vw' }: CategoryCardProps) {
  return (
    <Link to={`/category-data/${category.slug}`} className={`category-card category-card--${shape}`}>
      <span className="category-card__media">
        {category.image === '' ? (
          <span className="category-card__monogram" aria-hidden="true">
            {category.name.charAt(0)}
          </span>
        ) : (
          <StoredImage
            className="category-card__image"
            src={category.image}
            sizes={imageSizes}
            alt=""
            lazy
          />
        )}
        {badge === undefined ? null : <span className="badge category-card__badge">{badge}</span>}
      </span>
      <span className="category-card__name">{category.name}</span>
    </Link>
  );
}

export type CategoryCardSkeletonProps = { shape?: 'tile' | 'round' };

/** A category card's shape while the categories load. */
export function CategoryCardSkeleton({ shape = 'tile' }: CategoryCardSkeletonProps) {
  return (
    <span className={`category-card category-card--${shape}`} aria-hidden="true">
      <Skeleton aspectRatio={1} shape={shape === 'round' ? 'round' : 'block'} />
      <Skeleton width="60%" height="1rem" />
    </span>
  );
}
