import request from 'supertest';
import { OrderService } from '../../src/modules/order/order.service.js';
import { type Account, bearer, createStaff, registerCustomer, testAppWith } from '../helpers/accounts.js';
import { insertCategory, productMaker } from '../helpers/catalog-factory.js';
import { SHIPPING } from '../helpers/fixtures.js';
import { type CouponRow, insertCoupon } from '../helpers/coupon-factory.js';
import { expectError } from '../helpers/errors.js';

const t = testAppWith(async (app) => ({ pendant: productMaker(app.sql, await insertCategory(app.sql, 'Pendants'), 'Coupon Test Pendant') }));

const product = (price: number, discount = 0, stock = 10) => t.pendant({ price, discount, stock });

const coupon = (overrides?: CouponRow) => insertCoupon(t.sql, 'APPLY', overrides);

const apply = (who: Account, body: Record<string, unknown>) => request(t.http).post('/api/home/coupon/apply').set(...bearer(who)).send(body);

async function addToCart(who: Account, productId: string, quantity: number): Promise<void> {
  await request(t.http).post('/api/home/product/add-to-card').set(...bearer(who)).send({ productId, quantity }).expect(201);
}

describe('POST /api/home/coupon/apply', () => {
  it("prices the caller's in-stock cart and takes the discount off", async () => {
    const me = await registerCustomer(t);
    await addToCart(me, await product(999, 15), 2); // 2 × 850
    const soldOut = await product(5000, 0, 1);
    await addToCart(me, soldOut, 1);
    await t.sql.query('UPDATE products SET stock = 0 WHERE id = $1', [soldOut]); // now out of stock: not priced
    const code = await coupon({ discount: 15, minRupees: 1000 });
    const response = await apply(me, { code: ` ${code.toLowerCase()} ` }).expect(200);
    expect(response.body).toEqual({ message: 'Coupon applied', code, discount: 15, shopName: null, price: 1700, couponDiscount: 255, total: 1445 });
  });

  it('prices one Buy Now item instead of the cart when given productId and quantity', async () => {
    const me = await registerCustomer(t);
    await addToCart(me, await product(100), 1);
    const pendant = await product(1234.5);
    const code = await coupon({ discount: 10, minRupees: 2000 });
    const response = await apply(me, { code, productId: pendant, quantity: 2 }).expect(200);
    // 2469 rupees, 10 % is 246.90.
    expect(response.body).toMatchObject({ price: 2469, couponDiscount: 246.9, total: 2222.1 });
    const one = await apply(me, { code: await coupon({ discount: 10 }), productId: pendant }).expect(200);
    expect(one.body.price).toBe(1234.5);
  });

  it("prices a seller's coupon on that seller's pieces only, naming the shop, for the cart and for Buy Now", async () => {
    const me = await registerCustomer(t);
    const seller = await createStaff(t, 'seller', 'Bikaner Silver Works');
    const theirs = await product(1234.5);
    await t.sql.query('UPDATE products SET seller_id = $2, shop_name = $3 WHERE id = $1', [theirs, seller.id, 'Bikaner Silver Works']);
    const house = await product(3000);
    const code = await coupon({ discount: 20, minRupees: 2000 });
    await t.sql.query('UPDATE coupons SET seller_id = $2 WHERE code = $1', [code, seller.id]);

    // Buy Now: 2 × ₹1234.50 reaches the ₹2000 minimum; 20 % of it is ₹493.80.
    const buyNow = await apply(me, { code, productId: theirs, quantity: 2 }).expect(200);
    expect(buyNow.body).toEqual({ message: 'Coupon applied', code, discount: 20, shopName: 'Bikaner Silver Works', price: 2469, couponDiscount: 493.8, total: 1975.2 });
    // One of theirs is below it, however much of the house's comes with it.
    await addToCart(me, theirs, 1);
    await addToCart(me, house, 1);
    expect((await apply(me, { code }).expect(400)).body.code).toBe('COUPON_MIN_PRICE');
    await addToCart(me, theirs, 1);
    const cart = await apply(me, { code }).expect(200);
    expect(cart.body).toMatchObject({ shopName: 'Bikaner Silver Works', price: 5469, couponDiscount: 493.8, total: 4975.2 });
    await expectError(apply(me, { code, productId: house }), 400, 'COUPON_OTHER_SHOP', 'This coupon is for pieces from Bikaner Silver Works only, and there are none in your order.');
  });

  it('answers Invalid coupon code. for an unknown or expired code', async () => {
    const me = await registerCustomer(t);
    await addToCart(me, await product(1000), 1);
    const expired = await coupon({ expiresAt: new Date(Date.now() - 1000) });
    for (const code of ['NOPE-NOT-A-CODE', expired]) {
      await expectError(apply(me, { code }), 400, 'INVALID_COUPON', 'Invalid coupon code.');
    }
  });

  it("refuses a cart below the coupon's minimum with spec 5's sentence", async () => {
    const me = await registerCustomer(t);
    await addToCart(me, await product(499.99), 1);
    await expectError(apply(me, { code: await coupon({ minRupees: 500 }) }), 400, 'COUPON_MIN_PRICE', "Invalid price. The price must be greater than or equal to the coupon's minimum price.");
  });

  it('refuses an empty cart', async () => {
    const me = await registerCustomer(t);
    const response = await apply(me, { code: await coupon() }).expect(400);
    expect(response.body.code).toBe('COUPON_EMPTY_CART');
  });

  it("counts the customer's uses against the per-user limit, per customer, giving back a cancelled order's use", async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const item = await product(1000, 0, 50);
    const code = await coupon({ userLimit: 2 });
    const place = async (who: Account) =>
      (
        await request(t.http)
          .post('/api/home/order/palce-order')
          .set(...bearer(who))
          .send({ couponCode: code, shippingInfo: SHIPPING, products: [{ products: [{ productId: item, quantity: 1 }] }] })
          .expect(201)
      ).body.orderId as string;
    const first = await place(me);
    await apply(me, { code, productId: item }).expect(200);
    await place(me);
    await expectError(apply(me, { code, productId: item }), 400, 'COUPON_LIMIT_REACHED', 'You have already used this coupon as many times as it allows.');
    await apply(other, { code, productId: item }).expect(200);
    await request(t.http).put(`/api/home/customer/cancel-order/${first}`).set(...bearer(me)).expect(200);
    await apply(me, { code, productId: item }).expect(200);
    // A paid order still counts.
    const paid = await place(me);
    await t.app.get(OrderService).markPaid(paid);
    await apply(me, { code, productId: item }).expect(400);
  });

  it('refuses bad input, naming the field, and answers 404 for an unknown product', async () => {
    const me = await registerCustomer(t);
    const code = await coupon();
    const missing = await apply(me, {}).expect(400);
    expect(missing.body.error).toBe('code must be a coupon code of 1 to 40 characters');
    const quantity = await apply(me, { code, quantity: 2 }).expect(400);
    expect(quantity.body.fields).toEqual([{ field: 'quantity', messages: ['quantity goes with productId (Buy Now); leave both out to price your cart'] }]);
    const tooMany = await apply(me, { code, productId: await product(10), quantity: 100 }).expect(400);
    expect(tooMany.body.error).toBe('quantity must be at most 99');
    const unknown = await apply(me, { code, productId: '00000000-0000-4000-8000-000000000000' }).expect(404);
    expect(unknown.body.code).toBe('PRODUCT_NOT_FOUND');
    await request(t.http).post('/api/home/coupon/apply').send({ code }).expect(401);
  });
});
