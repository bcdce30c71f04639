import { starsOf } from '../../lib/stars';
import './Stars.css';

export type StarsProps = {
  /** 0–5. */
  rating: number;
  /** How many reviews the rating comes from; shown beside the stars when given. */
  reviewCount?: number;
  /** Star size in px. */
  size?: number;
};

const STAR = 'm12 3.8 2.5 5.1 5.6.8-4.05 3.95.95 5.6L12 16.6l-5 2.65.95-5.6L3.9 9.7l5.6-.8Z';

/** Five stars, each full, half or empty by the rule of spec 5; read out as 'Rated 4.5 out of 5'. */
export function Stars({ rating, reviewCount, size = 16 }: StarsProps) {
  const label = `Rated ${Number(rating.toFixed(1))} out of 5`;
  return (
    <span className="stars">
      <span className="stars__row" role="img" aria-label={label}>
        {starsOf(rating).map((fill, index) => (
          <span key={index} className={`stars__star stars__star--${fill}`} data-fill={fill}>
            <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={STAR} className="stars__outline" />
            </svg>
            <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="stars__fill">
              <path d={STAR} />
            </svg>
          </span>
        ))}
      </span>
      {reviewCount === undefined ? null : (
        <span className="stars__count">
          ({reviewCount}
          <span className="visually-hidden"> {reviewCount === 1 ? 'review' : 'reviews'}</span>)
        </span>
      )}
    </span>
  );
}
