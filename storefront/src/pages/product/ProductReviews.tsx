import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { ErrorState } from '../../components/ErrorState/ErrorState';
import { LoadingStatus, Skeleton } from '../../components/Skeleton/Skeleton';
import { Stars } from '../../components/Stars/Stars';
import { useAuth } from '../../features/auth/auth-context';
import type { Product } from '../../features/catalog/api';
import type { RatingCount, Review } from '../../features/reviews/api';
import { useReviews } from '../../features/reviews/use-reviews';
import { formatLongDate } from '../../lib/format-date';
import { loginPath } from '../../lib/next-path';
import { pageWindow, reviewPageCount } from './product-rules';
import { ReviewForm } from './ReviewForm';
import './ProductReviews.css';

export type ProductReviewsProps = { product: Product };

/**
 * Spec 2's Customer Reviews: the overall rating out of 5, the count, a bar per star level (5 to 1 and 0),
 * the reviews 5 to a page with paging when there are more than 5, and the form for a signed-in customer
 * (a guest gets a Login link, which comes back here once signed in).
 */
export function ProductReviews({ product }: ProductReviewsProps) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [page, setPage] = useState(1);
  const reviews = useReviews(product._id, page);

  return (
    <div className="product-reviews">
      {reviews.isPending ? (
        <LoadingStatus label="Loading reviews…" className="product-reviews__loading">
          <Skeleton width="40%" height="1.5rem" />
          <Skeleton width="100%" height="6rem" />
          <Skeleton width="100%" height="4rem" />
        </LoadingStatus>
      ) : reviews.isError ? (
        <ErrorState message="We could not load the reviews." onRetry={() => void reviews.refetch()} />
      ) : (
        <>
          <ReviewSummary rating={product.rating} total={reviews.data.totalReview} bars={reviews.data.rating_review} />
          {reviews.data.totalReview === 0 ? (
            <EmptyState title="No reviews yet">
              <p>Be the first to tell other shoppers about this piece.</p>
            </EmptyState>
          ) : (
            <>
              <ReviewList reviews={reviews.data.reviews} updating={reviews.isPlaceholderData} />
              <Pager page={page} count={reviewPageCount(reviews.data.totalReview)} onPage={setPage} />
            </>
          )}
        </>
      )}

      <section className="product-reviews__write" aria-labelledby="write-review">
        <h3 id="write-review" className="product-reviews__write-title">
          Write a review
        </h3>
        {user === null ? (
          <p className="product-reviews__login">
            Please <Link to={loginPath(pathname)}>Login</Link> to write a review.
          </p>
        ) : (
          <ReviewForm product={product} onSubmitted={() => setPage(1)} />
        )}
      </section>
    </div>
  );
}

type ReviewSummaryProps = { rating: number; total: number; bars: RatingCount[] };

function ReviewSummary({ rating, total, bars }: ReviewSummaryProps) {
  const shown = Number(rating.toFixed(1));
  return (
    <div className="panel product-reviews__summary">
      <div className="product-reviews__overall">
        <p className="product-reviews__score">
          <span className="product-reviews__score-value">{shown}</span>
          <span className="product-reviews__score-scale"> out of 5</span>
        </p>
        <Stars rating={rating} size={20} />
        <p className="product-reviews__count">{total === 1 ? '1 review' : `${total} reviews`}</p>
      </div>
      <ul className="grid-list product-reviews__bars" aria-label="Reviews per star rating">
        {[...bars]
          .sort((a, b) => b.rating - a.rating)
          .map((bar) => (
            <li key={bar.rating} className="product-reviews__bar">
              <span className="product-reviews__bar-label">
                {bar.rating} {bar.rating === 1 ? 'star' : 'stars'}
              </span>
              <span className="product-reviews__bar-track" aria-hidden="true">
                <span
                  className="product-reviews__bar-fill"
                  style={{ width: `${total === 0 ? 0 : (bar.sum / total) * 100}%` }}
                />
              </span>
              <span className="product-reviews__bar-sum">
                {bar.sum}
                <span className="visually-hidden">{bar.sum === 1 ? ' review' : ' reviews'}</span>
              </span>
            </li>
          ))}
      </ul>
    </div>
  );
}

type ReviewListProps = {
  reviews: Review[];
  /** Another page is on its way; the one shown is the previous. */
  updating: boolean;
};

function ReviewList({ reviews, updating }: ReviewListProps) {
  return (
    <ul className="grid-list product-reviews__list" aria-busy={updating}>
      {reviews.map((review) => (
        <li key={review._id} className="product-reviews__item">
          <article aria-label={`Review by ${review.name}`}>
            <div className="product-reviews__meta">
              <Stars rating={review.rating} />
              <time dateTime={review.date} className="product-reviews__date">
                {formatLongDate(review.date)}
              </time>
            </div>
            <p className="product-reviews__name">{review.name}</p>
            <p className="product-reviews__text">{review.review}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

type PagerProps = { page: number; count: number; onPage: (page: number) => void };

/** Spec 4: paging appears only when the reviews fill more than one page of 5. */
function Pager({ page, count, onPage }: PagerProps) {
  if (count <= 1) return null;
  return (
    <nav className="product-reviews__pager" aria-label="Review pages">
      <button
        type="button"
        className="product-reviews__page"
        onClick={() => onPage(page - 1)}
        disabled={page === 1}
      >
        Previous
      </button>
      {pageWindow(page, count).map((number) => (
        <button
          key={number}
          type="button"
          className="product-reviews__page"
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className="product-reviews__page"
        onClick={() => onPage(page + 1)}
        disabled={page === count}
      >
        Next
      </button>
    </nav>
  );
}
