import RateIcon from '@mui/icons-material/CurrencyRupee';
import type { ResourceProps } from 'react-admin';
import { MetalRateEdit } from './MetalRateEdit';
import { MetalRateList } from './MetalRateList';

/** "Today's rates": the rate per gram of each metal and purity that prices the rate-linked pieces. Admins only. */
export default {
  list: MetalRateList,
  edit: MetalRateEdit,
  icon: RateIcon,
  recordRepresentation: 'label',
  options: { label: "Today's rates" },
} satisfies Omit<ResourceProps, 'name'>;
