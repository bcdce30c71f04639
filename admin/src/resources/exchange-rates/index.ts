import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import type { ResourceProps } from 'react-admin';
import { ExchangeRateEdit } from './ExchangeRateEdit';
import { ExchangeRateList } from './ExchangeRateList';

/** "Exchange rates": the rupees one unit of each display currency buys, for prices shown abroad (issue 17). Admins only. */
export default {
  list: ExchangeRateList,
  edit: ExchangeRateEdit,
  icon: CurrencyExchangeIcon,
  recordRepresentation: 'name',
  options: { label: 'Exchange rates' },
} satisfies Omit<ResourceProps, 'name'>;
