import RateIcon from '@mui/icons-material/CurrencyRupee';
import { labelledResource } from '../labelledResource';
import { MetalRateEdit } from './MetalRateEdit';
import { MetalRateList } from './MetalRateList';

/** "Today's rates": the rate per gram of each metal and purity that prices the rate-linked pieces. Admins only. */
export default labelledResource("Today's rates", { list: MetalRateList, edit: MetalRateEdit, icon: RateIcon }, 'label');
