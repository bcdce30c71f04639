import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer } from '../helpers/accounts.js';
import { insertCategory, insertProduct, type ProductRow } from '../helpers/catalog-factory.js';
import { expectBoundedStatements } from '../helpers/statements.js';
import { itGuardsOwnList, itRefusesAnotherUserId } from '../helpers/own-list.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { SHIPPING, UNKNOWN_ID } from '../helpers/fixtures.js';
import type { CartLineDto, CartResponseDto } from '../../src/modules/cart/dto/cart.response.dto.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

let t: TestApp;
let categoryId: string;
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  categoryId = await insertCategory(t.sql, 'Rings');
});
afterAll(() => t.close());

/** A product of its own (unique name), optionally with its own sizes and colours. */
async function product(row: Partial<ProductRow> & { sizes?: string[]; colors?: string[] } = {}): Promise<string> {
  seq += 1;
  const { sizes, colors, ...rest } = row;
  const id = await insertProduct(t.sql, { name: `Cart Test Ring ${seq}`, categoryId, ...rest });
  if (sizes) await t.sql.query('UPDATE products SET sizes = $2 WHERE id = $1', [id, sizes]);
  if (colors) await t.sql.query('UPDATE products SET colors = $2 WHERE id = $1', [id, colors]);
  return id;
}

const addToCart = (who: Account, body: Record<string, unknown>) =>
  request(t.http).post('/api/home/product/add-to-card').set(...bearer(who)).send({ userId: who.id, quantity: 1, ...body });

const getCart = (who: Account, userId = who.id) => request(t.http).get(`/api/home/product/get-card-product/${userId}`).set(...bearer(who));

const increase = (who: Account, id: string, body: Record<string, unknown> = {}) =>
  request(t.http).put(`/api/home/product/quantity-inc/${id}`).set(...bearer(who)).send(body);

const decrease = (who: Account, id: string, body: Record<string, unknown> = {}) =>
  request(t.http).put(`/api/home/product/quantity-dec/${id}`).set(...bearer(who)).send(body);

async function cartOf(who: Account): Promise<CartResponseDto> {
  return (await getCart(who).expect(200)).body as CartResponseDto;
}

function allLines(cart: CartResponseDto): CartLineDto[] {
  return [...cart.card_products.flatMap((group) => group.products), ...cart.outOfStockProduct];
}

/** The one line of `productId` in the customer's cart. */
async function lineOf(who: Account, productId: string): Promise<CartLineDto> {
  const lines = allLines(await cartOf(who)).filter((line) => line.productId === productId);
  expect(lines).toHaveLength(1);
  return lines[0] as CartLineDto;
}

/** A new product (`row`) put in the customer's cart, `quantity` pieces; answers the product's id and the line's. */
async function inCart(who: Account, row: Partial<ProductRow> = {}, quantity = 1): Promise<{ productId: string; id: string }> {
  const productId = await product(row);
  await addToCart(who, { productId, quantity }).expect(201);
  return { productId, id: (await lineOf(who, productId))._id };
}

describe('POST /api/home/product/add-to-card', () => {
  it('answers 401 without a token', async () => {
    await expectError(request(t.http).post('/api/home/product/add-to-card').send({ productId: await product(), quantity: 1 }), 401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  });

  it("adds a line with the product's first size and colour when none is chosen", async () => {
    const me = await registerCustomer(t);
    const productId = await product();
    const response = await addToCart(me, { productId, quantity: 2 }).expect(201);
    expect(response.body).toEqual({ message: 'Added to your cart' });
    expect(await lineOf(me, productId)).toMatchObject({ productId, quantity: 2, size: 'Free Size', color: 'Gold' });
  });

  itRefusesAnotherUserId(() => t, 'cart', { add: addToCart, newProduct: product, count: async (who) => (await cartOf(who)).card_product_count });

  it('adds up the quantities of the same product, size and colour, and keeps other options on lines of their own', async () => {
    const me = await registerCustomer(t);
    const productId = await product({ sizes: ['16', '18'], colors: ['Rose Gold', 'Silver'], stock: 20 });
    await addToCart(me, { productId, quantity: 2, size: '16', color: 'Rose Gold' }).expect(201);
    await addToCart(me, { productId, quantity: 3, size: '16', color: 'rose gold ' }).expect(201);
    await addToCart(me, { productId, quantity: 1, size: '18', color: 'Rose Gold' }).expect(201);
    await addToCart(me, { productId, quantity: 1, size: '16', color: 'Silver' }).expect(201);
    await addToCart(me, { productId, quantity: 1 }).expect(201);

    const lines = allLines(await cartOf(me)).map(({ size, color, quantity }) => ({ size, color, quantity }));
    expect(lines).toEqual([
      { size: '16', color: 'Rose Gold', quantity: 6 },
      { size: '18', color: 'Rose Gold', quantity: 1 },
      { size: '16', color: 'Silver', quantity: 1 },
    ]);
  });

  it("stores '' for a product without sizes or colours", async () => {
    const me = await registerCustomer(t);
    const productId = await product({ sizes: [], colors: [] });
    await addToCart(me, { productId, size: '', color: '' }).expect(201);
    expect(await lineOf(me, productId)).toMatchObject({ size: '', color: '' });
  });

  it("refuses a size or colour the product does not offer, naming the field", async () => {
    const me = await registerCustomer(t);
    const productId = await product({ sizes: ['16', '18'], colors: ['Gold'] });
    const size = await addToCart(me, { productId, size: '20' }).expect(400);
    expect(size.body).toEqual({
      error: "size must be one of this product's sizes: 16, 18",
      statusCode: 400,
      code: 'OPTION_NOT_OFFERED',
      fields: [{ field: 'size', messages: ["size must be one of this product's sizes: 16, 18"] }],
    });
    const color = await addToCart(me, { productId, color: 'White' }).expect(400);
    expect(color.body.error).toBe("color must be one of this product's colours: Gold");
    expect(color.body.fields[0].field).toBe('color');

    const plain = await product({ sizes: [], colors: [] });
    const none = await addToCart(me, { productId: plain, size: 'full' }).expect(400);
    expect(none.body.error).toBe('size must be empty: this product has no sizes to choose');
    expect((await cartOf(me)).card_product_count).toBe(0);
  });

  it.each([
    [{ quantity: 0 }, 'quantity', 'quantity must be at least 1'],
    [{ quantity: 1.5 }, 'quantity', 'quantity must be a whole number'],
    [{ quantity: 100 }, 'quantity', 'quantity must be at most 99'],
    [{ quantity: '2' }, 'quantity', 'quantity must be a whole number'],
    [{ productId: 'ring-1' }, 'productId', 'productId must be a UUID'],
    [{ userId: 'me' }, 'userId', 'userId must be a UUID'],
  ])('refuses %j, naming the field', async (patch, field, message) => {
    const me = await registerCustomer(t);
    await expectFieldRefused(addToCart(me, { productId: await product(), ...patch }), field, message);
  });

  it('answers 404 for an unknown product', async () => {
    const me = await registerCustomer(t);
    await expectError(addToCart(me, { productId: UNKNOWN_ID }), 404, 'PRODUCT_NOT_FOUND', 'This product does not exist or is no longer sold.');
  });

  it('refuses a product that is out of stock with 409', async () => {
    const me = await registerCustomer(t);
    await expectError(addToCart(me, { productId: await product({ stock: 0 }) }), 409, 'OUT_OF_STOCK', 'This item is out of stock.');
    expect((await cartOf(me)).card_product_count).toBe(0);
  });

  it('refuses more than the stock, alone or added to what the cart holds', async () => {
    const me = await registerCustomer(t);
    const productId = await product({ stock: 4 });
    await expectError(addToCart(me, { productId, quantity: 5 }), 409, 'EXCEEDS_STOCK', 'Cannot exceed available stock');

    await addToCart(me, { productId, quantity: 3 }).expect(201);
    const added = await addToCart(me, { productId, quantity: 2 }).expect(409);
    expect(added.body.error).toBe('Cannot exceed available stock');
    await addToCart(me, { productId, quantity: 1 }).expect(201);
    expect((await lineOf(me, productId)).quantity).toBe(4);
  });

  it('never lets simultaneous adds together pass the stock', async () => {
    const me = await registerCustomer(t);
    const pair = await product({ stock: 5 });
    const pairStatuses = await Promise.all([0, 1].map(() => addToCart(me, { productId: pair, quantity: 3 }).then((r) => r.status)));
    expect(pairStatuses.sort()).toEqual([201, 409]);
    expect((await lineOf(me, pair)).quantity).toBe(3);

    const crowd = await product({ stock: 5 });
    const crowdStatuses = await Promise.all(
      Array.from({ length: 6 }, () => addToCart(me, { productId: crowd, quantity: 2 }).then((r) => r.status)),
    );
    expect(crowdStatuses.filter((status) => status === 201)).toHaveLength(2);
    expect(crowdStatuses.filter((status) => status === 409)).toHaveLength(4);
    expect((await lineOf(me, crowd)).quantity).toBe(4);
  });
});

describe('GET /api/home/product/get-card-product/{userId}', () => {
  itGuardsOwnList(() => t, 'cart', { path: '/api/home/product/get-card-product', read: getCart, fill: async (who) => addToCart(who, { productId: await product() }).expect(201) }, 'not-a-uuid');

  it('answers an empty cart with zero totals and free shipping', async () => {
    const me = await registerCustomer(t);
    expect(await cartOf(me)).toEqual({
      card_products: [],
      outOfStockProduct: [],
      price: 0,
      card_product_count: 0,
      gst: 0,
      shipping_fee: 0,
      buy_product_item: 0,
    });
  });

  it('groups lines by shop in the order their first line was added, with group prices after the discount rule', async () => {
    const me = await registerCustomer(t);
    // 999 less floor(149.85) = 850; 299 less floor(98.67) = 201; 1499 without a discount.
    const solitaire = await product({ price: 999, discount: 15, shopName: 'Sona Jewellers' });
    const signet = await product({ price: 1499, discount: 0, shopName: 'Marwar Silver House' });
    const stud = await product({ price: 299, discount: 33, shopName: 'Sona Jewellers' });
    const seller = await createStaff(t, 'seller', 'Marwar Silver House');
    await t.sql.query('UPDATE products SET seller_id = $2 WHERE id = $1', [signet, seller.id]);
    await addToCart(me, { productId: solitaire, quantity: 2 }).expect(201);
    await addToCart(me, { productId: signet, quantity: 1 }).expect(201);
    await addToCart(me, { productId: stud, quantity: 3 }).expect(201);

    const cart = await cartOf(me);
    expect(cart.card_products.map((g) => ({ shopName: g.shopName, sellerId: g.sellerId, price: g.price, products: g.products.map((l) => l.productId) }))).toEqual([
      { shopName: 'Sona Jewellers', sellerId: null, price: 2 * 850 + 3 * 201, products: [solitaire, stud] },
      { shopName: 'Marwar Silver House', sellerId: seller.id, price: 1499, products: [signet] },
    ]);
    expect(cart.price).toBe(2 * 850 + 3 * 201 + 1499);
    expect(cart.buy_product_item).toBe(6);
    expect(cart.card_product_count).toBe(3);
    expect(cart.shipping_fee).toBe(0);
    expect(cart.outOfStockProduct).toEqual([]);
    // GST included at 3 %, split from each line's total: ₹1,700 → 49.51, ₹603 → 17.56, ₹1,499 → 43.66
    expect(cart.gst).toBe(110.73);

    const line = cart.card_products[0]?.products[0] as CartLineDto;
    expect(line).toEqual({ _id: expect.any(String), productId: solitaire, quantity: 2, size: 'Free Size', color: 'Gold', addedPrice: 850, productInfo: expect.any(Object) });
    const catalogue = await request(t.http).get(`/api/home/get-product/${solitaire}`).expect(200);
    expect(line.productInfo).toEqual(catalogue.body.product);
    expect(line.productInfo).toMatchObject({ price: 999, discount: 15, salePrice: 850 });
  });

  it('moves a line whose quantity the stock no longer covers to outOfStockProduct, out of the totals but still counted', async () => {
    const me = await registerCustomer(t);
    const ring = await product({ price: 1000, stock: 5 });
    const chain = await product({ price: 2000, stock: 5 });
    const anklet = await product({ price: 500, stock: 5 });
    await addToCart(me, { productId: ring, quantity: 3 }).expect(201);
    await addToCart(me, { productId: chain, quantity: 1 }).expect(201);
    await addToCart(me, { productId: anklet, quantity: 2 }).expect(201);
    await t.sql.query('UPDATE products SET stock = 2 WHERE id = $1', [ring]);
    await t.sql.query('UPDATE products SET stock = 0 WHERE id = $1', [anklet]);

    const cart = await cartOf(me);
    expect(cart.outOfStockProduct.map((l) => ({ productId: l.productId, quantity: l.quantity, stock: l.productInfo.stock }))).toEqual([
      { productId: ring, quantity: 3, stock: 2 },
      { productId: anklet, quantity: 2, stock: 0 },
    ]);
    expect(cart.card_products.flatMap((g) => g.products.map((l) => l.productId))).toEqual([chain]);
    expect(cart.price).toBe(2000);
    expect(cart.buy_product_item).toBe(1);
    expect(cart.card_product_count).toBe(3);

    // Back in stock, back in the groups.
    await t.sql.query('UPDATE products SET stock = 3 WHERE id = $1', [ring]);
    const after = await cartOf(me);
    expect(after.outOfStockProduct.map((l) => l.productId)).toEqual([anklet]);
    expect(after.price).toBe(3 * 1000 + 2000);
  });

  it('reads a cart in the same bounded number of SQL statements for 1 line and for 30', async () => {
    const small = await registerCustomer(t);
    await addToCart(small, { productId: await product() }).expect(201);
    const large = await registerCustomer(t);
    const shops = ['Sona Jewellers', 'Marwar Silver House', 'Jaipur Gems'];
    for (let i = 0; i < 30; i++) {
      const productId = await product({ shopName: shops[i % shops.length] });
      await t.sql.query('INSERT INTO cart_lines (user_id, product_id, quantity) VALUES ($1, $2, 1)', [large.id, productId]);
    }

    const [smallCart, largeCart] = await expectBoundedStatements(t, () => cartOf(small), () => cartOf(large));
    expect(smallCart.card_product_count).toBe(1);
    expect(largeCart.card_product_count).toBe(30);
    expect(largeCart.card_products).toHaveLength(3);
  });
});

describe('PUT /api/home/product/quantity-inc/{id}', () => {
  it('adds one at a time up to the stock, then refuses with 409', async () => {
    const me = await registerCustomer(t);
    const { productId, id } = await inCart(me, { stock: 3 });

    const first = await increase(me, id, { cardId: id, userId: me.id }).expect(200);
    expect(first.body).toEqual({ message: 'Quantity increased' });
    await increase(me, id).expect(200);
    await expectError(increase(me, id), 409, 'EXCEEDS_STOCK', 'Cannot exceed available stock');
    expect((await lineOf(me, productId)).quantity).toBe(3);
  });

  it('lets ten simultaneous clicks end at exactly the stock', async () => {
    const me = await registerCustomer(t);
    const { productId, id } = await inCart(me, { stock: 3 });

    const statuses = await Promise.all(Array.from({ length: 10 }, () => increase(me, id).then((r) => r.status)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect((await lineOf(me, productId)).quantity).toBe(3);
  });

  it('answers 404 for another customer’s line or an unknown one, and 401 without a token', async () => {
    const owner = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    const { productId, id } = await inCart(owner, { stock: 5 });

    await expectError(increase(intruder, id), 404, 'CART_LINE_NOT_FOUND', 'This item is not in your cart.');
    await increase(intruder, UNKNOWN_ID).expect(404);
    await request(t.http).put(`/api/home/product/quantity-inc/${id}`).expect(401);
    expect((await lineOf(owner, productId)).quantity).toBe(1);
  });

  it("refuses another customer's userId with 403, a cardId other than the path's and a malformed id with 400", async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const { productId, id } = await inCart(me, { stock: 5 });

    await increase(me, id, { userId: other.id }).expect(403);
    const mismatch = await increase(me, id, { cardId: UNKNOWN_ID }).expect(400);
    expect(mismatch.body).toMatchObject({ error: 'cardId must be the id in the path', fields: [{ field: 'cardId', messages: ['cardId must be the id in the path'] }] });
    const malformed = await increase(me, 'line-1').expect(400);
    expect(malformed.body).toMatchObject({ error: 'id must be a UUID', fields: [{ field: 'id', messages: ['id must be a UUID'] }] });
    expect((await lineOf(me, productId)).quantity).toBe(1);
  });
});

describe('PUT /api/home/product/quantity-dec/{id}', () => {
  it('takes one away at a time and refuses to go below 1 with 400', async () => {
    const me = await registerCustomer(t);
    const { productId, id } = await inCart(me, { stock: 5 }, 2);

    const response = await decrease(me, id, { cardId: id, userId: me.id }).expect(200);
    expect(response.body).toEqual({ message: 'Quantity decreased' });
    await expectError(decrease(me, id), 400, 'QUANTITY_BELOW_ONE', 'Quantity cannot be less than 1');
    expect((await lineOf(me, productId)).quantity).toBe(1);
  });

  it('still lowers a line the stock no longer covers', async () => {
    const me = await registerCustomer(t);
    const { productId, id } = await inCart(me, { stock: 5 }, 3);
    await t.sql.query('UPDATE products SET stock = 2 WHERE id = $1', [productId]);

    await decrease(me, id).expect(200);
    const cart = await cartOf(me);
    expect(cart.outOfStockProduct).toEqual([]);
    expect(cart.buy_product_item).toBe(2);
  });

  it('answers 404 for another customer’s line or an unknown one, 403 for another userId and 401 without a token', async () => {
    const owner = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    const { productId, id } = await inCart(owner, { stock: 5 }, 3);

    await decrease(intruder, id).expect(404);
    await decrease(intruder, UNKNOWN_ID).expect(404);
    await decrease(intruder, id, { userId: owner.id }).expect(403);
    await request(t.http).put(`/api/home/product/quantity-dec/${id}`).expect(401);
    expect((await lineOf(owner, productId)).quantity).toBe(3);
  });
});

describe('the price lock (issue 16)', () => {
  const acceptPrice = (who: Account, id: string) => request(t.http).put(`/api/home/product/accept-price/${id}`).set(...bearer(who));
  /** What a change of today's rate does to a rate-linked piece: a new list price (the sale price follows). */
  const reprice = (productId: string, rupees: number) => t.sql.query('UPDATE products SET price_paise = $2 WHERE id = $1', [productId, rupees * 100]);

  it('keeps the price a line was added at beside today’s, charges today’s, and takes today’s again when re-added', async () => {
    const me = await registerCustomer(t);
    const productId = await product({ price: 10_000, discount: 10, stock: 5 });
    await addToCart(me, { productId }).expect(201);
    expect(await lineOf(me, productId)).toMatchObject({ addedPrice: 9_000, productInfo: expect.objectContaining({ salePrice: 9_000 }) });

    await reprice(productId, 10_500);
    const moved = await cartOf(me);
    expect(moved.card_products[0]?.products[0]).toMatchObject({ addedPrice: 9_000, productInfo: expect.objectContaining({ price: 10_500, salePrice: 9_450 }) });
    expect(moved.price).toBe(9_450);

    await addToCart(me, { productId }).expect(201);
    expect(await lineOf(me, productId)).toMatchObject({ quantity: 2, addedPrice: 9_450 });
  });

  it('takes today’s price when the shopper acknowledges it, for their own line only', async () => {
    const me = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    const { productId, id } = await inCart(me, { price: 2_000, discount: 0 });
    await reprice(productId, 1_800);

    await expectError(acceptPrice(intruder, id), 404, 'CART_LINE_NOT_FOUND', 'This item is not in your cart.');
    expect((await lineOf(me, productId)).addedPrice).toBe(2_000);
    await request(t.http).put(`/api/home/product/accept-price/${id}`).expect(401);
    await acceptPrice(me, 'not-a-uuid').expect(400);

    expect((await acceptPrice(me, id).expect(200)).body).toEqual({ message: 'Price noted' });
    expect(await lineOf(me, productId)).toMatchObject({ addedPrice: 1_800, productInfo: expect.objectContaining({ salePrice: 1_800 }) });
  });

  it("places an order from the cart's groups sent back as they came, addedPrice and all, at today's price", async () => {
    const me = await registerCustomer(t);
    const productId = await product({ price: 10_000, stock: 5 });
    await addToCart(me, { productId }).expect(201);
    await reprice(productId, 10_400);
    const cart = await cartOf(me);
    expect(cart.card_products[0]?.products[0]?.addedPrice).toBe(10_000);
    const placed = await request(t.http)
      .post('/api/home/order/palce-order')
      .set(...bearer(me))
      .send({ userId: me.id, price: cart.price, items: cart.buy_product_item, shipping_fee: cart.shipping_fee, products: cart.card_products, shippingInfo: SHIPPING, navigate: '/payment' })
      .expect(201);
    const { rows } = await t.sql.query('SELECT total_paise FROM orders WHERE id = $1', [placed.body.orderId]);
    expect(rows[0].total_paise).toBe(1_040_000);
  });

  it('answers null for a line kept from before the shop remembered prices', async () => {
    const me = await registerCustomer(t);
    const productId = await product();
    await addToCart(me, { productId }).expect(201);
    await t.sql.query('UPDATE cart_lines SET added_price_paise = NULL WHERE user_id = $1', [me.id]);
    expect((await lineOf(me, productId)).addedPrice).toBeNull();
  });
});

describe('DELETE /api/home/product/delete-card-product/{id}', () => {
  it('removes the line and answers its id', async () => {
    const me = await registerCustomer(t);
    const productId = await product();
    const kept = await product();
    await addToCart(me, { productId }).expect(201);
    await addToCart(me, { productId: kept }).expect(201);
    const { _id: id } = await lineOf(me, productId);

    const response = await request(t.http).delete(`/api/home/product/delete-card-product/${id}`).set(...bearer(me)).expect(200);
    expect(response.body).toEqual({ message: 'Removed from your cart', cardId: id });
    expect(allLines(await cartOf(me)).map((line) => line.productId)).toEqual([kept]);
    await request(t.http).delete(`/api/home/product/delete-card-product/${id}`).set(...bearer(me)).expect(404);
  });

  it('answers 404 for another customer’s line and leaves it, and 401 without a token', async () => {
    const owner = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    const { id } = await inCart(owner);

    await expectError(request(t.http).delete(`/api/home/product/delete-card-product/${id}`).set(...bearer(intruder)), 404, 'CART_LINE_NOT_FOUND', 'This item is not in your cart.');
    await request(t.http).delete(`/api/home/product/delete-card-product/${id}`).expect(401);
    expect((await cartOf(owner)).card_product_count).toBe(1);
  });
});
