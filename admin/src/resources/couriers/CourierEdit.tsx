import { Edit } from 'react-admin';
import { CourierForm } from './CourierForm';
import type { Courier } from './types';

// Pessimistic: a refused save (name taken) keeps the form open with the server's sentence.
export const CourierEdit = () => (
  <Edit<Courier> mutationMode="pessimistic" redirect="list">
    <CourierForm />
  </Edit>
);
