import { Link, useLocation, useNavigate } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { PageBanner } from '../../components/PageBanner/PageBanner';
import { PagedList } from '../../components/PagedList/PagedList';
import { Skeleton, SkeletonList } from '../../components/Skeleton/Skeleton';
import { SortSelect } from '../../components/SortSelect/SortSelect';
import { Stars } from '../../components/Stars/Stars';
import type { LatestReview, LatestReviewSort } from '../../features/reviews/latest-api';
import { REVIEW_SORTS, reviewSortOf, reviewSortSearch } from '../../features/reviews/review-sort';
import { useLatestReviews, type LatestReviewPages } from '../../features/reviews/use-latest-reviews';
import { formatLongDate } from '../../lib/format-date';
import { StoredImage } from '../../components/StoredImage/StoredImage';
import { SHOP_NAME } from '../../shop-details';
import './reviews.css';

/**
 * /reviews (spec 2, DECISIONS.md): the shop's latest real reviews across products under their real count,
 * newest first or by 'High Rating' / 'Low Rating' (kept in the address), 8 more per View More.
 */
export function ReviewsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const sort = reviewSortOf(location.search);
  const reviews = useLatestReviews(sort);
  const heading = reviews.total === undefined ? 'Reviews' : `${reviews.total} ${reviews.total === 1 ? 'Review' : 'Reviews'}`;

  const choose = (next: LatestReviewSort) =>
    void navigate({ search: reviewSortSearch(next) }, { replace: true, preventScrollReset: true });

  return (
    <>
      <title>{`Customer Reviews | ${SHOP_NAME}`}</title>
      <meta name="description" content={`What customers say about the jewellery they bought from ${SHOP_NAME}.`} />
      <PageBanner
        eyebrow="Customer reviews"
        title="What our customers say"
        lead="Every review here was written by a customer about a piece they bought from us."
      />
      <section className="container reviews-page" aria-labelledby="reviews-count">
        <div className="reviews-page__head">
          <h2 id="reviews-count" className="reviews-page__count">
            {heading}
          </h2>
          <SortSelect
            className="reviews-page__sort"
            options={REVIEW_SORTS}
            value={sort}
            onChange={(value) => choose(reviewSortOf(`?sort=${value}`))}
          />
        </div>
        <ReviewList reviews={reviews} />
      </section>
    </>
  );
}

type ReviewListProps = { reviews: LatestReviewPages };

/** The cards in every state: loading, failed (with Retry), none, and shown with View More. */
function ReviewList({ reviews }: ReviewListProps) {
  return (
    <PagedList
      pages={reviews}
      loading={<ReviewListSkeleton />}
      errorMessage="We could not load the reviews."
      empty={
        <EmptyState title="No reviews yet" action={{ label: 'Browse collections', to: '/collections' }}>
          <p>Bought something from us? Tell others what you think on the piece’s page.</p>
        </EmptyState>
      }
      shown={reviews.reviews.length}
      noun={reviews.total === 1 ? 'review' : 'reviews'}
      failedMessage="We could not load more reviews."
    >
      <ul className={reviews.isSorting ? 'grid-list reviews-page__list reviews-page__list--busy' : 'grid-list reviews-page__list'} aria-busy={reviews.isSorting || undefined}>
        {reviews.reviews.map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
    </PagedList>
  );
}

type ReviewCardProps = { review: LatestReview };

/** One review (spec 2): who, when, the stars, what they said, and the piece it is about. */
function ReviewCard({ review }: ReviewCardProps) {
  const date = formatLongDate(review.date);
  const product = `/product/details/${review.productSlug}`;
  return (
    <article className="review-card" aria-label={`Review by ${review.name}`}>
      <header className="review-card__head">
        <p className="review-card__name">{review.name}</p>
        {date === null ? null : (
          <time className="review-card__date" dateTime={review.date}>
            {date}
          </time>
        )}
      </header>
      <Stars rating={review.rating} />
      <p className="review-card__text">{review.review}</p>
      <Link to={product} className="review-card__product">
        {review.productImage === '' ? (
          <span className="thumb review-card__thumb" aria-hidden="true" />
        ) : (
          <StoredImage
            className="thumb review-card__thumb"
            src={review.productImage}
            sizes="3.5rem"
            alt=""
            lazy
          />
        )}
        <span>{review.productName}</span>
      </Link>
    </article>
  );
}

/** The cards' shape while the reviews are on their way. */
function ReviewListSkeleton() {
  return (
    <SkeletonList label="Loading reviews…" className="grid-list reviews-page__list" count={4} itemClassName="review-card review-card--skeleton">
      <Skeleton width="50%" height="1rem" />
      <Skeleton width="35%" height="0.9rem" />
      <Skeleton width="100%" height="3.5rem" />
      <Skeleton width="70%" height="3rem" />
    </SkeletonList>
  );
}
