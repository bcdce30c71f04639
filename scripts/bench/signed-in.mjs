// Signed-in shoppers for the benchmark's signed-in rows: several customers registered through the API, each with a few
// orders (My Orders), a wishlist and a cart of its own, all made through the real routes so that every row reads what a
// shopper's pages read. Each customer has products of its own, so that nobody's stock runs out for another's.
import { SHIPPING, call, registerCustomers } from './place-order.mjs';

/** Orders, wishlist items and cart lines each customer gets. */
const ORDERS = 3;
const WISHLIST = 4;
const CART = 3;

/**
 * `count` customers ({ id, token, headers }) with ORDERS orders, WISHLIST wishlist items and CART cart lines each,
 * made through `base`. Products are taken in turn from the in-stock products with stock to spare, `skip` of them left
 * alone first (the ones other rows order).
 */
export async function signedInCustomers({ base, sql, count, skip = 0 }) {
  const perCustomer = ORDERS + Math.max(WISHLIST, CART);
  const { rows: products } = await sql.query(
    `SELECT id, coalesce(sizes[1], '') AS size, coalesce(colors[1], '') AS color FROM products
     WHERE stock >= 5 ORDER BY created_at DESC, id OFFSET $1 LIMIT $2`,
    [skip, count * perCustomer],
  );
  if (products.length < count * perCustomer) throw new Error(`signed-in rows: ${count * perCustomer} products in stock needed, ${products.length} found`);
  const customers = await registerCustomers(base, count);
  let next = 0;
  const worker = async () => {
    while (next < customers.length) {
      const i = next++;
      const customer = customers[i];
      customer.headers = { authorization: `Bearer ${customer.token}` };
      const json = { ...customer.headers, 'content-type': 'application/json' };
      const own = products.slice(i * perCustomer, (i + 1) * perCustomer);
      const addToCart = (product) =>
        call(base, '/api/home/product/add-to-card', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ productId: product.id, quantity: 1, size: product.size, color: product.color }),
        });
      for (const product of own.slice(0, ORDERS)) {
        await addToCart(product);
        const cart = await call(base, `/api/home/product/get-card-product/${customer.id}`, { headers: customer.headers });
        const line = cart.card_products.flatMap((group) => group.products).find((each) => each.productId === product.id);
        await call(base, '/api/home/order/palce-order', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ products: [{ products: [{ _id: line._id, productId: line.productId, quantity: line.quantity }] }], shippingInfo: SHIPPING }),
        });
      }
      const rest = own.slice(ORDERS);
      for (const product of rest.slice(0, WISHLIST)) {
        await call(base, '/api/home/product/add-to-wishlist', { method: 'POST', headers: json, body: JSON.stringify({ productId: product.id }) });
      }
      for (const product of rest.slice(0, CART)) await addToCart(product);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return customers;
}

/** The signed-in rows: each route asked by every customer in turn, with its own token. */
export function signedInEndpoints(customers, target) {
  const each = (name, path) => ({
    name: `${name} (signed in, ${customers.length} customers)`,
    target,
    requests: customers.map((customer) => ({ path: path(customer), headers: customer.headers })),
  });
  return [
    each('get-card-product', (c) => `/api/home/product/get-card-product/${c.id}`),
    each('get-wishlist-products', (c) => `/api/home/product/get-wishlist-products/${c.id}`),
    each('useringfo', () => '/api/useringfo'),
    each(`gat-orders: My Orders, ${ORDERS} each`, (c) => `/api/home/customer/gat-orders/${c.id}/all`),
  ];
}
