import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button, useNotify, useRecordContext, useUpdate } from 'react-admin';
import type { Review } from './types';

/** One click hides a review from the shop (and from its product's rating), or shows it again. */
export const ReviewVisibilityButton = () => {
  const review = useRecordContext<Review>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<Review>();
  if (!review) return null;
  const hide = !review.hidden;

  const toggle = () =>
    update(
      'reviews',
      { id: review.id, data: { hidden: hide }, previousData: review },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(hide ? 'Review hidden from the shop' : 'Review shown on the shop again', { type: 'info' }),
        onError: (error) => notify(error instanceof Error ? error.message : 'The review could not be changed.', { type: 'error' }),
      },
    );

  return (
    <Button label={hide ? 'Hide' : 'Show'} onClick={toggle} disabled={isPending} color={hide ? 'warning' : 'primary'}>
      {hide ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
};
