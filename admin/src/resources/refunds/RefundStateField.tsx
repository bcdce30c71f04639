import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { REFUND_STATE_LOOK } from './refundRules';
import type { Refund } from './types';

export const RefundStateField = () => {
  const refund = useRecordContext<Refund>();
  if (!refund) return null;
  const { label, colour } = REFUND_STATE_LOOK[refund.state];
  return <Chip label={label} color={colour} size="small" variant="outlined" />;
};
