import { Rating } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Review } from './types';

/** The review's stars, read-only; screen readers hear "4 Stars". */
export const StarRatingField = () => {
  const review = useRecordContext<Review>();
  if (!review) return null;
  return <Rating value={review.rating} max={5} readOnly size="small" />;
};
