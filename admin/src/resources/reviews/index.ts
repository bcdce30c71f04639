import ReviewIcon from '@mui/icons-material/RateReview';
import type { ResourceProps } from 'react-admin';
import { ReviewList } from './ReviewList';

/** Moderation only: staff hide or (admins) delete reviews; shoppers write them on the shop. */
export default {
  list: ReviewList,
  icon: ReviewIcon,
  recordRepresentation: (review: { name: string; productName: string }) => `${review.name} on ${review.productName}`,
} satisfies Omit<ResourceProps, 'name'>;
