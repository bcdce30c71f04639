import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Create, Edit } from 'react-admin';
import { createElement } from 'react';
import { labelledResource } from '../labelledResource';
import { DeliveryHolidayForm } from './DeliveryHolidayForm';
import { DeliveryHolidayList } from './DeliveryHolidayList';

const form = createElement(DeliveryHolidayForm);

/** "Holidays": days delivery dates skip besides Sundays. Admins only. */
export default labelledResource('Holidays', {
  list: DeliveryHolidayList,
  create: () => createElement(Create, { redirect: 'list' }, form),
  edit: () => createElement(Edit, { mutationMode: 'pessimistic', redirect: 'list' }, form),
  icon: EventBusyIcon,
});
