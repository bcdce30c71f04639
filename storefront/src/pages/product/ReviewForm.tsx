import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '../../components/Field/Field';
import type { Product } from '../../features/catalog/api';
import { useSubmitReview } from '../../features/reviews/use-submit-review';
import { reviewDraftErrors, type ReviewDraftErrors } from './product-rules';
import { StarPicker } from './StarPicker';
import './ReviewForm.css';

/** SubmitReviewDto: a review holds 1 to 2000 characters. */
const REVIEW_MAX_LENGTH = 2000;

export type ReviewFormProps = {
  product: Product;
  /** The server took the review and the reviews are being read again. */
  onSubmitted: () => void;
};

/** A signed-in customer's review: the star picker, the text and Submit; a success clears the form. */
export function ReviewForm({ product, onSubmitted }: ReviewFormProps) {
  const textId = useId();
  const textErrorId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [review, setReview] = useState('');
  const [errors, setErrors] = useState<ReviewDraftErrors>({});
  const { submit, isPending } = useSubmitReview();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const found = reviewDraftErrors(rating, review);
    setErrors(found);
    if (found.rating !== undefined || found.review !== undefined || rating === null) {
      const firstWrong = found.rating === undefined ? 'textarea' : 'input[type="radio"]';
      formRef.current?.querySelector<HTMLElement>(firstWrong)?.focus();
      return;
    }
    submit({ productId: product._id, slug: product.slug, rating, review: review.trim() }, () => {
      setRating(null);
      setReview('');
      onSubmitted();
    });
  };

  return (
    <form ref={formRef} className="review-form" onSubmit={onSubmit} noValidate>
      <StarPicker
        value={rating}
        onChange={(stars) => {
          setRating(stars);
          setErrors((old) => ({ ...old, rating: undefined }));
        }}
        error={errors.rating}
      />
      <div className="review-form__field">
        <label htmlFor={textId} className="review-form__label">
          Your review
        </label>
        <textarea
          id={textId}
          className="field__input review-form__text"
          rows={5}
          value={review}
          maxLength={REVIEW_MAX_LENGTH}
          required
          aria-invalid={errors.review === undefined ? undefined : true}
          aria-describedby={errors.review === undefined ? undefined : textErrorId}
          onChange={(event) => {
            setReview(event.target.value);
            if (event.target.value.trim() !== '') setErrors((old) => ({ ...old, review: undefined }));
          }}
        />
        <FieldError id={textErrorId} message={errors.review} className="review-form__error" />
      </div>
      <button type="submit" className="button" aria-disabled={isPending || undefined}>
        {isPending ? 'Submitting…' : 'Submit'}
      </button>
    </form>
  );
}
