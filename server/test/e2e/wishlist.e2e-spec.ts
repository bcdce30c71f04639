import request from 'supertest';
import { type Account, bearer, createStaff, registerCustomer, testAppWith } from '../helpers/accounts.js';
import { insertCategory, productMaker } from '../helpers/catalog-factory.js';
import { expectBoundedStatements } from '../helpers/statements.js';
import { itGuardsOwnList, itRefusesAnotherUserId } from '../helpers/own-list.js';
import { UNKNOWN_ID } from '../helpers/fixtures.js';
import { expectError, expectFieldRefused } from '../helpers/errors.js';

type WishlistItemBody = { _id: string; productId: string; name: string; price: number; image: string; discount: number; rating: number; slug: string };
type WishlistBody = { wishlists: WishlistItemBody[]; wishlistCount: number };

const t = testAppWith(async (app) => ({ product: productMaker(app.sql, await insertCategory(app.sql, 'Pendants'), 'Wishlist Test Pendant') }));

const addToWishlist = (who: Account, body: Record<string, unknown>) =>
  request(t.http).post('/api/home/product/add-to-wishlist').set(...bearer(who)).send({ userId: who.id, ...body });

const getWishlist = (who: Account, userId = who.id) =>
  request(t.http).get(`/api/home/product/get-wishlist-products/${userId}`).set(...bearer(who));

const removeItem = (who: Account, id: string) => request(t.http).delete(`/api/home/product/delete-wishlist-product/${id}`).set(...bearer(who));

async function wishlistOf(who: Account): Promise<WishlistBody> {
  return (await getWishlist(who).expect(200)).body as WishlistBody;
}

describe('POST /api/home/product/add-to-wishlist', () => {
  it('answers 401 without a token', async () => {
    await expectError(request(t.http).post('/api/home/product/add-to-wishlist').send({ productId: await t.product() }), 401, 'UNAUTHENTICATED', 'Please sign in to continue.');
  });

  it("adds the product with the spec's payload, reading name, price and picture from the product, not the payload", async () => {
    const me = await registerCustomer(t);
    const productId = await t.product({ name: 'Diamond Heart Pendant', slug: 'diamond-heart-pendant', price: 2499, discount: 10, rating: 4.5 });
    const response = await addToWishlist(me, {
      productId,
      name: 'Something Else',
      price: 1,
      image: '/elsewhere.png',
      discount: 99,
      rating: 5,
      slug: 'something-else',
    }).expect(201);
    expect(response.body).toEqual({ message: 'Added to your wishlist' });

    expect(await wishlistOf(me)).toEqual({
      wishlists: [
        {
          _id: expect.any(String),
          productId,
          name: 'Diamond Heart Pendant',
          price: 2499,
          image: '/uploads/products/a-640.webp',
          discount: 10,
          rating: 4.5,
          slug: 'diamond-heart-pendant',
        },
      ],
      wishlistCount: 1,
    });
  });

  it('lets staff accounts keep a wishlist too', async () => {
    const seller = await createStaff(t, 'seller');
    await addToWishlist(seller, { productId: await t.product() }).expect(201);
    expect((await wishlistOf(seller)).wishlistCount).toBe(1);
  });

  it('refuses the same product twice with 409, even when both arrive at once', async () => {
    const me = await registerCustomer(t);
    const productId = await t.product();
    await addToWishlist(me, { productId }).expect(201);
    await expectError(addToWishlist(me, { productId }), 409, 'ALREADY_IN_WISHLIST', 'This product is already in your wishlist.');

    const racing = await t.product();
    const statuses = await Promise.all([0, 1, 2].map(() => addToWishlist(me, { productId: racing }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect((await wishlistOf(me)).wishlistCount).toBe(2);
  });

  it('lets two customers heart the same product', async () => {
    const first = await registerCustomer(t);
    const second = await registerCustomer(t);
    const productId = await t.product();
    await addToWishlist(first, { productId }).expect(201);
    await addToWishlist(second, { productId }).expect(201);
  });

  it('answers 404 for an unknown product', async () => {
    const me = await registerCustomer(t);
    await expectError(addToWishlist(me, { productId: UNKNOWN_ID }), 404, 'PRODUCT_NOT_FOUND', 'This product does not exist or is no longer sold.');
  });

  itRefusesAnotherUserId(() => t, 'wishlist', { add: addToWishlist, newProduct: () => t.product(), count: async (who) => (await wishlistOf(who)).wishlistCount });

  it.each([
    [{ productId: undefined }, 'productId', 'productId must be a UUID'],
    [{ productId: 'pendant-1' }, 'productId', 'productId must be a UUID'],
    [{ userId: 42 }, 'userId', 'userId must be a UUID'],
    [{ price: 'cheap' }, 'price', 'price must be a number conforming to the specified constraints'],
  ])('refuses %j, naming the field', async (patch, field, message) => {
    const me = await registerCustomer(t);
    await expectFieldRefused(addToWishlist(me, { productId: await t.product(), ...patch }), field, message);
  });
});

describe('GET /api/home/product/get-wishlist-products/{userId}', () => {
  itGuardsOwnList(() => t, 'wishlist', { path: '/api/home/product/get-wishlist-products', read: getWishlist, fill: async (who) => addToWishlist(who, { productId: await t.product() }).expect(201) }, 'me');

  it('answers an empty wishlist', async () => {
    const me = await registerCustomer(t);
    expect(await wishlistOf(me)).toEqual({ wishlists: [], wishlistCount: 0 });
  });

  it("lists newest first with the product's live price, and '' for a product without pictures", async () => {
    const me = await registerCustomer(t);
    const older = await t.product({ price: 999, discount: 15 });
    const newer = await t.product({ price: 500 });
    await t.sql.query(`UPDATE products SET images = '{}' WHERE id = $1`, [newer]);
    await addToWishlist(me, { productId: older }).expect(201);
    await addToWishlist(me, { productId: newer }).expect(201);
    await t.sql.query('UPDATE products SET price_paise = 120000 WHERE id = $1', [older]);

    const list = await wishlistOf(me);
    expect(list.wishlistCount).toBe(2);
    expect(list.wishlists.map((item) => item.productId)).toEqual([newer, older]);
    expect(list.wishlists[0]?.image).toBe('');
    expect(list.wishlists[1]).toMatchObject({ price: 1200, discount: 15 });
  });

  it('reads a wishlist in the same bounded number of SQL statements for 1 item and for 30', async () => {
    const small = await registerCustomer(t);
    await addToWishlist(small, { productId: await t.product() }).expect(201);
    const large = await registerCustomer(t);
    for (let i = 0; i < 30; i++) {
      await t.sql.query('INSERT INTO wishlist_items (user_id, product_id) VALUES ($1, $2)', [large.id, await t.product()]);
    }

    const [smallList, largeList] = await expectBoundedStatements(t, () => wishlistOf(small), () => wishlistOf(large));
    expect(smallList.wishlistCount).toBe(1);
    expect(largeList.wishlistCount).toBe(30);
  });
});

describe('DELETE /api/home/product/delete-wishlist-product/{id}', () => {
  it('removes the item and answers its id', async () => {
    const me = await registerCustomer(t);
    const gone = await t.product();
    const kept = await t.product();
    await addToWishlist(me, { productId: gone }).expect(201);
    await addToWishlist(me, { productId: kept }).expect(201);
    const id = (await wishlistOf(me)).wishlists.find((item) => item.productId === gone)?._id as string;

    const response = await removeItem(me, id).expect(200);
    expect(response.body).toEqual({ message: 'Removed from your wishlist', wishlistId: id });
    const after = await wishlistOf(me);
    expect(after.wishlists.map((item) => item.productId)).toEqual([kept]);
    expect(after.wishlistCount).toBe(1);
    // Removed, it can be hearted again.
    await addToWishlist(me, { productId: gone }).expect(201);
  });

  it('answers 404 for another customer’s item and leaves it, for an unknown id, and 401 without a token', async () => {
    const owner = await registerCustomer(t);
    const intruder = await registerCustomer(t);
    await addToWishlist(owner, { productId: await t.product() }).expect(201);
    const id = (await wishlistOf(owner)).wishlists[0]?._id as string;

    await expectError(removeItem(intruder, id), 404, 'WISHLIST_ITEM_NOT_FOUND', 'This product is not in your wishlist.');
    await removeItem(intruder, UNKNOWN_ID).expect(404);
    await request(t.http).delete(`/api/home/product/delete-wishlist-product/${id}`).expect(401);
    const malformed = await removeItem(owner, 'heart-1').expect(400);
    expect(malformed.body.error).toBe('id must be a UUID');
    expect((await wishlistOf(owner)).wishlistCount).toBe(1);
  });
});
