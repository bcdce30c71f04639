import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { labelledResource } from '../labelledResource';
import { ExchangeRateEdit } from './ExchangeRateEdit';
import { ExchangeRateList } from './ExchangeRateList';

/** "Exchange rates": the rupees one unit of each display currency buys, for prices shown abroad (issue 17). Admins only. */
export default labelledResource('Exchange rates', { list: ExchangeRateList, edit: ExchangeRateEdit, icon: CurrencyExchangeIcon });
