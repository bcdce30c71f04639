import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING } from '../helpers/fixtures.js';

/**
 * Every answer that shows a product shows it as the catalogue's product page does (catalog/product.mapper.ts): the
 * catalogue, the cart and the gifts pages show the whole ProductDto; the wishlist and order lines the fields they
 * carry, with the same values. A second mapper that drifts (a price rounded otherwise, a date in another format, a
 * field left out) fails here.
 */

type Product = Record<string, unknown> & { _id: string };

let t: TestApp;
let customer: Account;
let admin: Account;
let productId: string;
let siblingId: string;
let giftId: string;
/** The product page's answer for the product and for the gift: the one shape every other answer must agree with. */
let product: Product;
let gift: Product;

const get = (path: string, who?: Account) => (who ? request(t.http).get(path).set(...bearer(who)) : request(t.http).get(path)).expect(200);

async function productPage(id: string): Promise<Product> {
  return (await get(`/api/home/get-product/${id}`)).body.product as Product;
}

/** The one product with `id` in `list`; fails when the list does not show it. */
function shown(list: Product[], id: string): Product {
  const found = list.filter((item) => item._id === id);
  expect(found).toHaveLength(1);
  return found[0];
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await registerCustomer(t);
  admin = await createStaff(t, 'admin');
  const seller = await createStaff(t, 'seller', 'Marwar Silver House');
  const rings = await insertCategory(t.sql, 'Rings');
  // Values where two mappers could differ: paise in the price, a discount whose sale price is rounded down, a
  // fractional rating, a seller, milliseconds in the date.
  productId = await insertProduct(t.sql, {
    name: 'Peacock Meenakari Ring',
    categoryId: rings,
    price: 1234.57,
    discount: 15,
    stock: 7,
    gender: 'male',
    rating: 4.3,
    reviewCount: 3,
    createdAt: new Date('2026-03-04T05:06:07.089Z'),
  });
  siblingId = await insertProduct(t.sql, { name: 'Plain Silver Band', categoryId: rings, createdAt: new Date('2026-03-01T00:00:00.000Z') });
  giftId = await insertProduct(t.sql, { name: 'Silver Cufflinks Gift Box', categoryId: rings, price: 999.99, discount: 7, gender: 'male', rating: 3.5, reviewCount: 1 });
  await t.sql.query('UPDATE products SET seller_id = $2, shop_name = $3 WHERE id = ANY($1::uuid[])', [[productId, siblingId], seller.id, 'Marwar Silver House']);
  await t.sql.query('UPDATE products SET is_gift = true WHERE id = $1', [giftId]);
  product = await productPage(productId);
  gift = await productPage(giftId);
});
afterAll(async () => {
  await t.close();
});

describe('the product page', () => {
  it('answers the product with the fields of ProductDto, found by its slug as by its id', async () => {
    expect(Object.keys(product).sort()).toEqual(
      [
        '_id', 'name', 'slug', 'category', 'categorySlug', 'brand', 'description', 'points', 'gender', 'price', 'discount', 'salePrice',
        'stock', 'images', 'color', 'size', 'rating', 'reviewCount', 'sellerId', 'shopName', 'nonReturnable', 'createdAt',
      ].sort(),
    );
    expect(product).toMatchObject({ _id: productId, price: 1234.57, salePrice: 1049.57, rating: 4.3, createdAt: '2026-03-04T05:06:07.089Z' });
    expect(await productPage(product.slug as string)).toEqual(product);
  });

  it('shows it the same among another product’s related and more products', async () => {
    const { body } = await get(`/api/home/get-product/${siblingId}`);
    expect(shown(body.relatedProducts, productId)).toEqual(product);
    expect(shown(body.moreProducts, productId)).toEqual(product);
  });
});

describe('the catalogue’s lists', () => {
  it('shows it the same in every list of the home page', async () => {
    const { body } = await get('/api/home/get-products');
    for (const list of ['products', 'latest_product', 'topRated_product', 'discount_product']) expect(shown(body[list], productId)).toEqual(product);
  });

  it('shows it the same beside the price range', async () => {
    const { body } = await get('/api/home/price-range-latest-product');
    expect(shown(body.latest_product, productId)).toEqual(product);
  });

  it('shows it the same in a listing, a category’s listing and a search', async () => {
    for (const query of ['', '?category=rings&sortPrice=high-to-low', '?categorySlug=rings', '?searchValue=peacock', '?searchValue=peacok%20meenakari']) {
      const { body } = await get(`/api/home/query-products${query}`);
      expect(shown(body.products, productId)).toEqual(product);
    }
  });
});

describe('the cart and the wishlist', () => {
  it('shows it in the cart as the catalogue does', async () => {
    await request(t.http).post('/api/home/product/add-to-card').set(...bearer(customer)).send({ productId, quantity: 1 }).expect(201);
    const { body } = await get(`/api/home/product/get-card-product/${customer.id}`, customer);
    const lines = body.card_products.flatMap((group: { products: { productInfo: Product }[] }) => group.products);
    expect(lines).toHaveLength(1);
    expect(lines[0].productInfo).toEqual(product);
  });

  it('shows the fields a wishlist item carries with the catalogue’s values', async () => {
    await request(t.http).post('/api/home/product/add-to-wishlist').set(...bearer(customer)).send({ productId }).expect(201);
    const { body } = await get(`/api/home/product/get-wishlist-products/${customer.id}`, customer);
    expect(body.wishlists).toHaveLength(1);
    expect(body.wishlists[0]).toMatchObject({
      productId: product._id,
      name: product.name,
      slug: product.slug,
      price: product.price,
      discount: product.discount,
      rating: product.rating,
      image: (product.images as string[])[0],
    });
  });
});

describe('the gifts pages', () => {
  it('show a gift as its product page does', async () => {
    expect(gift).toMatchObject({ _id: giftId, price: 999.99, salePrice: 930.99, rating: 3.5 });
    expect((await get(`/api/gift-get/${giftId}`)).body.gift).toEqual(gift);
    expect(shown((await get('/api/gifts-get')).body.gifts, giftId)).toEqual(gift);
    const forHim = (await get('/api/home/gifts-for-him')).body.products as Product[];
    expect(shown(forHim, giftId)).toEqual(gift);
    expect(shown(forHim, productId)).toEqual(product);
  });
});

describe('the orders', () => {
  it('snapshot the product’s fields with the catalogue’s values', async () => {
    const placed = await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(customer))
      .send({ shippingInfo: SHIPPING, products: [{ shopName: 'Marwar Silver House', sellerId: null, price: 1, products: [{ productId, quantity: 1 }] }] })
      .expect(201);
    const orderId = placed.body.orderId as string;
    const snapshot = {
      productId: product._id,
      name: product.name,
      slug: product.slug,
      brand: product.brand,
      price: product.price,
      discount: product.discount,
      salePrice: product.salePrice,
      images: (product.images as string[]).slice(0, 1),
      shopName: product.shopName,
    };
    const answers = [
      (await get(`/api/home/customer/gat-order/${orderId}`, customer)).body.order,
      shown((await get(`/api/home/customer/gat-orders/${customer.id}/all`, customer)).body.orders, orderId),
      (await get(`/api/admin/orders/${orderId}`, admin)).body,
    ];
    for (const order of answers) {
      expect(order.products).toHaveLength(1);
      expect(order.products[0]).toMatchObject(snapshot);
    }
  });
});
