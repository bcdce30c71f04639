/** A customer's delivery address as palce-order takes it (shippingInfo), for specs that place orders. */
export const SHIPPING = {
  name: 'Asha Verma',
  address: '12 MG Road, near the clock tower',
  phone: '+919876543210',
  post: '302001',
  province: 'Rajasthan',
  city: 'Jaipur',
  area: 'C-Scheme',
};
