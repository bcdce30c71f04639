import { Create } from 'react-admin';
import { NEW_COMPOSITION } from '../products/compositionRules';
import { GiftForm } from './GiftForm';
import type { Gift } from './types';

const newGift: Partial<Gift> = { images: [], points: [], colors: [], sizes: [], discount: 0, stock: 0, brand: '', description: '', gender: 'unisex', ...NEW_COMPOSITION };

// Pessimistic: a refused upload or save keeps the form and its picked pictures.
export const GiftCreate = () => (
  <Create<Gift> redirect="list" record={newGift} mutationMode="pessimistic">
    <GiftForm />
  </Create>
);
