import { ShopPageEdit } from '../../layout/ShopPageEdit';
import { GiftForm } from './GiftForm';

export const GiftEdit = () => (
  <ShopPageEdit path="/product/details">
    <GiftForm />
  </ShopPageEdit>
);
