import HistoryIcon from '@mui/icons-material/History';
import type { ResourceProps } from 'react-admin';
import { MetalRateChangeList } from './MetalRateChangeList';

/** The history of today's rates (who, when, old → new, pieces repriced), read-only. Admins only. */
export default {
  list: MetalRateChangeList,
  icon: HistoryIcon,
  options: { label: 'Rate history' },
} satisfies Omit<ResourceProps, 'name'>;
