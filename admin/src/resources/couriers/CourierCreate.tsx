import { Create } from 'react-admin';
import { CourierForm } from './CourierForm';
import type { Courier } from './types';

export const CourierCreate = () => (
  <Create<Courier> redirect="list" record={{ active: true }}>
    <CourierForm />
  </Create>
);
