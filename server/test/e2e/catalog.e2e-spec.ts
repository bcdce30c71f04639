import request from 'supertest';
import { bearer, createStaff } from '../helpers/accounts.js';
import { insertCategory, insertProduct } from '../helpers/catalog-factory.js';
import { eventually } from '../helpers/eventually.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { expectError } from '../helpers/errors.js';

let t: TestApp;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const rings = await insertCategory(t.sql, 'Rings', 1);
  const bangles = await insertCategory(t.sql, 'Bangles', 2);
  const evil = await insertCategory(t.sql, "Baby's Evil Eye Charms", 3);
  const mangal = await insertCategory(t.sql, 'Mangalsutra', 0);
  const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n));
  ids.solitaire = await insertProduct(t.sql, { name: 'Classic Solitaire Ring', categoryId: rings, price: 999, discount: 15, gender: 'female', rating: 4.5, reviewCount: 2, createdAt: day(1) });
  ids.signet = await insertProduct(t.sql, { name: 'Oxidised Signet Ring for Men', categoryId: rings, price: 1499, discount: 0, gender: 'male', createdAt: day(2), shopName: 'Marwar Silver House' });
  ids.bangle = await insertProduct(t.sql, { name: 'Antique Gold Bangle Set', categoryId: bangles, price: 45000, discount: 30, gender: 'female', rating: 5, reviewCount: 1, createdAt: day(3) });
  ids.nazar = await insertProduct(t.sql, { name: 'Nazar Evil Eye Bracelet', categoryId: evil, price: 599, discount: 20, gender: 'kids', createdAt: day(4) });
  ids.unisex = await insertProduct(t.sql, { name: 'Silver Chain Unisex', categoryId: rings, price: 2000, discount: 50, gender: 'unisex', stock: 0, createdAt: day(5) });
  ids.mangal = await insertProduct(t.sql, { name: 'Diamond Mangalsutra Pendant', categoryId: mangal, price: 30000, discount: 5, createdAt: day(6) });
  // Two-word searches: five pieces with both words, and one with each word alone.
  for (const material of ['Gold', 'Silver', 'Kundan', 'Meenakari', 'Pearl']) {
    await insertProduct(t.sql, { name: `${material} Peacock Pendant`, categoryId: mangal, price: 5000, createdAt: day(7) });
  }
  await insertProduct(t.sql, { name: 'Silver Peacock Jhumka', categoryId: mangal, price: 5000, createdAt: day(7) });
  await insertProduct(t.sql, { name: 'Silver Lotus Pendant', categoryId: mangal, price: 5000, createdAt: day(7) });
  // Filler for paging and bounds.
  for (let i = 0; i < 55; i++) {
    await insertProduct(t.sql, { name: `Everyday Stud ${i}`, slug: `everyday-stud-${i}`, categoryId: bangles, price: 300 + i, createdAt: day(10) });
  }
});
afterAll(() => t.close());

describe('GET /api/home/get-categorys', () => {
  it('answers every category in shop order with _id, name, slug and image', async () => {
    const response = await request(t.http).get('/api/home/get-categorys').expect(200);
    expect(response.body.categorys.map((c: { name: string }) => c.name)).toEqual(['Mangalsutra', 'Rings', 'Bangles', "Baby's Evil Eye Charms"]);
    expect(response.body.categorys[3]).toEqual({ _id: expect.any(String), name: "Baby's Evil Eye Charms", slug: 'babys-evil-eye-charms', image: expect.stringMatching(/^\/uploads\//) });
  });
});

describe('GET /api/home/get-category/{slug}', () => {
  it('answers the category of /category-data/{slug} by its slug, in any letter case', async () => {
    const response = await request(t.http).get('/api/home/get-category/rings').expect(200);
    expect(response.body).toEqual({ category: { _id: expect.any(String), name: 'Rings', slug: 'rings', image: expect.stringMatching(/^\/uploads\//) } });
    expect((await request(t.http).get('/api/home/get-category/RINGS').expect(200)).body).toEqual(response.body);
  });

  it('answers 404 for a slug no category has, its name spelt with dashes included', async () => {
    const { rows } = await t.sql.query(`INSERT INTO categories (name, slug, position) VALUES ('Toe Rings', 'bichhiya', 9) RETURNING id`);
    try {
      expect((await request(t.http).get('/api/home/get-category/bichhiya').expect(200)).body.category.name).toBe('Toe Rings');
      for (const slug of ['toe-rings', 'no-such-things', 'x'.repeat(300)]) {
        await expectError(request(t.http).get(`/api/home/get-category/${slug}`), 404, 'CATEGORY_NOT_FOUND', 'This category does not exist.');
      }
    } finally {
      await t.sql.query('DELETE FROM categories WHERE id = $1', [rows[0].id]);
    }
  });
});

describe('GET /api/home/get-products', () => {
  it('is bounded and carries every product field of spec 3, prices in rupees', async () => {
    const response = await request(t.http).get('/api/home/get-products').expect(200);
    expect(response.body.products).toHaveLength(48);
    expect(response.body.latest_product).toHaveLength(12);
    expect(response.body.topRated_product.map((p: { name: string }) => p.name)).toEqual(['Antique Gold Bangle Set', 'Classic Solitaire Ring']);
    expect(response.body.discount_product[0].name).toBe('Silver Chain Unisex');
    const solitaire = (await request(t.http).get('/api/home/get-product/classic-solitaire-ring')).body.product;
    expect(solitaire).toEqual({
      _id: ids.solitaire,
      name: 'Classic Solitaire Ring',
      slug: 'classic-solitaire-ring',
      category: 'Rings',
      categorySlug: 'rings',
      brand: 'Sona Heritage',
      description: 'Classic Solitaire Ring, hand finished in our Rajasthan workshop.',
      points: ['925 sterling silver', 'Hypoallergenic'],
      gender: 'female',
      price: 999,
      discount: 15,
      salePrice: 850,
      stock: 10,
      images: ['/uploads/products/a-640.webp', '/uploads/products/b-640.webp'],
      color: ['Gold', 'Silver'],
      size: ['Free Size'],
      rating: 4.5,
      reviewCount: 2,
      sellerId: null,
      shopName: 'Sona Jewellers',
      nonReturnable: null,
      createdAt: '2026-01-02T00:00:00.000Z',
    });
  });
});

describe('GET /api/home/get-product/{slugOrId}', () => {
  it('finds by slug and by id, with related products of the category and more from the shop', async () => {
    const bySlug = await request(t.http).get('/api/home/get-product/classic-solitaire-ring').expect(200);
    const byId = await request(t.http).get(`/api/home/get-product/${ids.solitaire}`).expect(200);
    expect(byId.body.product).toEqual(bySlug.body.product);
    expect(bySlug.body.relatedProducts.map((p: { name: string }) => p.name).sort()).toEqual(['Oxidised Signet Ring for Men', 'Silver Chain Unisex']);
    expect(bySlug.body.moreProducts).toHaveLength(3);
    expect(bySlug.body.moreProducts.every((p: { shopName: string; _id: string }) => p.shopName === 'Sona Jewellers' && p._id !== ids.solitaire)).toBe(true);
  });

  it('keeps paise and milliseconds exact: 1 234.56 rupees, createdAt in ISO 8601 UTC', async () => {
    const odd = await insertProduct(t.sql, { name: 'Filigree Toe Ring Pair', categoryId: (await t.sql.query('SELECT category_id FROM products WHERE id = $1', [ids.solitaire])).rows[0].category_id, price: 1234.56, discount: 0, createdAt: new Date('2026-01-20T10:11:12.345Z') });
    const fetched = (await request(t.http).get(`/api/home/get-product/${odd}`).expect(200)).body.product;
    expect([fetched.price, fetched.salePrice, fetched.createdAt]).toEqual([1234.56, 1234.56, '2026-01-20T10:11:12.345Z']);
    await t.sql.query('DELETE FROM products WHERE id = $1', [odd]);
  });

  it('says which kind of piece the refund policy takes no return of, as GET /api/returns/policy names it, and null otherwise', async () => {
    const coin = await insertProduct(t.sql, { name: 'Lakshmi Gold Coin 2 g', categoryId: (await t.sql.query('SELECT category_id FROM products WHERE id = $1', [ids.solitaire])).rows[0].category_id, price: 14000 });
    await t.sql.query(`UPDATE products SET non_returnable = 'coin' WHERE id = $1`, [coin]);
    const detail = (await request(t.http).get(`/api/home/get-product/${coin}`).expect(200)).body;
    expect(detail.product.nonReturnable).toBe('coin');
    const policy = (await request(t.http).get('/api/returns/policy').expect(200)).body as { nonReturnable: Array<{ kind: string; label: string }> };
    expect(policy.nonReturnable.map((entry) => entry.kind)).toContain(detail.product.nonReturnable);
    // The related pieces of the same category are returnable: null, not left out.
    expect(detail.relatedProducts.length).toBeGreaterThan(0);
    expect(detail.relatedProducts.every((p: { nonReturnable: unknown }) => p.nonReturnable === null)).toBe(true);
    expect((await request(t.http).get(`/api/home/get-product/${ids.solitaire}`).expect(200)).body.product.nonReturnable).toBeNull();
    await t.sql.query('DELETE FROM products WHERE id = $1', [coin]);
  });

  it('answers 404 for an unknown slug or id', async () => {
    await expectError(request(t.http).get('/api/home/get-product/no-such-ring'), 404, 'PRODUCT_NOT_FOUND', 'This product does not exist or is no longer sold.');
    await request(t.http).get('/api/home/get-product/00000000-0000-4000-8000-000000000000').expect(404);
  });
});

describe('GET /api/home/price-range-latest-product', () => {
  it('answers the sale-price range in rupees and the newest products', async () => {
    const response = await request(t.http).get('/api/home/price-range-latest-product').expect(200);
    expect(response.body.priceRange).toEqual({ low: 300, high: 31500 });
    expect(response.body.latest_product).toHaveLength(12);
  });
});

describe('GET /api/home/query-products', () => {
  const names = (body: { products: Array<{ name: string }> }) => body.products.map((p) => p.name);

  it('filters by category name or slug, case-insensitively', async () => {
    for (const category of ['rings', 'Rings', 'RINGS']) {
      const response = await request(t.http).get('/api/home/query-products').query({ category }).expect(200);
      expect(response.body.totalProduct).toBe(3);
    }
    for (const category of ["Baby's Evil Eye Charms", 'babys-evil-eye-charms']) {
      const apostrophe = await request(t.http).get('/api/home/query-products').query({ category }).expect(200);
      expect(names(apostrophe.body)).toEqual(['Nazar Evil Eye Bracelet']);
    }
  });

  it('filters by a category slug alone with categorySlug, any letter case, and finds nothing for a name or an unknown slug', async () => {
    const byName = await request(t.http).get('/api/home/query-products').query({ category: 'Bangles', parPage: 1 }).expect(200);
    expect(byName.body.totalProduct).toBeGreaterThan(50);
    for (const categorySlug of ['bangles', 'Bangles']) {
      const response = await request(t.http).get('/api/home/query-products').query({ categorySlug, parPage: 1 }).expect(200);
      expect(response.body).toEqual(byName.body);
    }
    const both = await request(t.http).get('/api/home/query-products').query({ categorySlug: 'rings', category: 'Rings', gender: 'male' }).expect(200);
    expect(names(both.body).sort()).toEqual(['Oxidised Signet Ring for Men', 'Silver Chain Unisex']);
    for (const categorySlug of ['Mangalsutra Pieces', 'no-such-things']) {
      const response = await request(t.http).get('/api/home/query-products').query({ categorySlug }).expect(200);
      expect(response.body).toEqual({ products: [], totalProduct: 0, parPage: 20 });
    }
    expect((await request(t.http).get('/api/home/query-products').query({ categorySlug: 'x'.repeat(101) }).expect(400)).body.error).toContain('categorySlug');
  });

  it('filters by gender, counting unisex pieces for everyone', async () => {
    const men = await request(t.http).get('/api/home/query-products').query({ gender: 'male' }).expect(200);
    expect(names(men.body).sort()).toEqual(['Oxidised Signet Ring for Men', 'Silver Chain Unisex']);
  });

  it('filters by sale price and minimum discount, and sorts by sale price', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ lowPrice: 800, highPrice: 1500, sortPrice: 'low-to-high' }).expect(200);
    expect(response.body.products.map((p: { salePrice: number }) => p.salePrice)).toEqual([850, 1000, 1499]);
    const deals = await request(t.http).get('/api/home/query-products').query({ minDiscount: 20, sortPrice: 'high-to-low' }).expect(200);
    expect(names(deals.body)).toEqual(['Antique Gold Bangle Set', 'Silver Chain Unisex', 'Nazar Evil Eye Bracelet']);
  });

  it('keeps a listing’s total only until the catalogue changes, wherever the change is made; a stock change keeps it', async () => {
    // A category of its own, so the other tests' totals stay as they are. Each request asks a page size not asked
    // before: a URL of its own, computed afresh rather than replayed, while the filters' total may be one kept.
    const toe = await insertCategory(t.sql, 'Toe Rings', 9);
    let pageSize = 0;
    const total = async () => {
      pageSize += 1;
      const response = await request(t.http).get('/api/home/query-products').query({ category: 'toe-rings', parPage: pageSize }).expect(200);
      return response.body.totalProduct as number;
    };
    const first = await insertProduct(t.sql, { name: 'Silver Toe Ring Pair', categoryId: toe, price: 450 });
    expect(await total()).toBe(1);
    expect(await total()).toBe(1);
    // Written by another process (t.sql is a pool of its own, as another replica or psql would be): heard through NOTIFY.
    const second = await insertProduct(t.sql, { name: 'Oxidised Toe Ring Pair', categoryId: toe, price: 520 });
    expect(await eventually(async () => (await total()) === 2)).toBe(true);
    await t.sql.query('UPDATE products SET stock = stock - 1 WHERE id = $1', [first]);
    expect(await total()).toBe(2);
    await t.sql.query('DELETE FROM products WHERE id = $1', [second]);
    expect(await eventually(async () => (await total()) === 1)).toBe(true);
    // Through the console (this process): counted afresh on the very next request.
    const admin = await createStaff(t, 'admin');
    await request(t.http).delete(`/api/admin/products/${first}`).set(...bearer(admin)).expect(200);
    expect(await total()).toBe(0);
  });

  it('pages without duplicates or gaps, even among equal sort keys', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page++) {
      const response = await request(t.http).get('/api/home/query-products').query({ category: 'bangles', pageNumber: page, parPage: 15 }).expect(200);
      expect(response.body.totalProduct).toBe(56);
      expect(response.body.parPage).toBe(15);
      seen.push(...response.body.products.map((p: { _id: string }) => p._id));
    }
    expect(seen).toHaveLength(56);
    expect(new Set(seen).size).toBe(56);
  });

  it.each([
    ['evil ey', 'Nazar Evil Eye Bracelet'],
    ['bangel', 'Antique Gold Bangle Set'],
    ['mangalsutr', 'Diamond Mangalsutra Pendant'],
    ['SOLITAIRE', 'Classic Solitaire Ring'],
    ['sliver chian', 'Silver Chain Unisex'],
    ['signet rign', 'Oxidised Signet Ring for Men'],
  ])('finds %s despite the typo or half word', async (searchValue, expected) => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue }).expect(200);
    expect(names(response.body)[0]).toBe(expected);
  });

  it('answers only pieces with every word of a two-word search, not pieces with either word', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'peacock pendant' }).expect(200);
    expect(response.body.totalProduct).toBe(5);
    expect(names(response.body).sort()).toEqual(['Gold Peacock Pendant', 'Kundan Peacock Pendant', 'Meenakari Peacock Pendant', 'Pearl Peacock Pendant', 'Silver Peacock Pendant']);
  });

  it('matches a misspelt word by the names and the other words still by full text', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'peacok pendant' }).expect(200);
    expect(response.body.totalProduct).toBe(5);
    expect(names(response.body).every((name) => name.endsWith('Peacock Pendant'))).toBe(true);
  });

  it('finds the singular for a plural', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'signet rings' }).expect(200);
    expect(names(response.body)).toEqual(['Oxidised Signet Ring for Men']);
  });

  it('falls back to names close to a misspelt two-word search, the closest first', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'peacok pendent' }).expect(200);
    expect(names(response.body).slice(0, 5).every((name) => name.endsWith('Peacock Pendant'))).toBe(true);
  });

  it('searches a misspelt word as the words of names close to it, kept up to date as products are added and renamed', async () => {
    const id = await insertProduct(t.sql, { name: 'Kamarbandh Waist Chain 925', categoryId: (await t.sql.query('SELECT category_id FROM products WHERE id = $1', [ids.bangle])).rows[0].category_id, price: 8000 });
    try {
      const added = await request(t.http).get('/api/home/query-products').query({ searchValue: 'kamarbnadh' }).expect(200);
      expect(names(added.body)).toEqual(['Kamarbandh Waist Chain 925']);
      await t.sql.query(`UPDATE products SET name = 'Hathphool Hand Chain' WHERE id = $1`, [id]);
      const renamed = await request(t.http).get('/api/home/search-suggestions').query({ q: 'hathpool' }).expect(200);
      expect(renamed.body.suggestions.map((s: { name: string }) => s.name)).toEqual(['Hathphool Hand Chain']);
      // Words of names only, as a search's words: letters and digits with at least one letter; no bare numbers.
      const { rows } = await t.sql.query(`SELECT word FROM search_words WHERE word IN ('kamarbandh', 'hathphool', 'waist', '925') ORDER BY word`);
      expect(rows.map((row: { word: string }) => row.word)).toEqual(['hathphool', 'kamarbandh', 'waist']);
    } finally {
      await t.sql.query('DELETE FROM products WHERE id = $1', [id]);
    }
  });

  it('corrects a misspelt word only to a word some product still has', async () => {
    // 'jhumkaa' is closer to a word of a piece now gone than to 'Jhumka', which the shop still sells.
    const gone = await insertProduct(t.sql, { name: 'Jhumkaa Trial Piece', categoryId: (await t.sql.query('SELECT category_id FROM products WHERE id = $1', [ids.bangle])).rows[0].category_id, price: 100 });
    await t.sql.query('DELETE FROM products WHERE id = $1', [gone]);
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'jhumkaa' }).expect(200);
    expect(names(response.body)).toEqual(['Silver Peacock Jhumka']);
  });

  it('corrects a misspelt word within the other filters', async () => {
    const bangles = await request(t.http).get('/api/home/query-products').query({ searchValue: 'antiqe', category: 'bangles' }).expect(200);
    expect(names(bangles.body)).toEqual(['Antique Gold Bangle Set']);
    const rings = await request(t.http).get('/api/home/query-products').query({ searchValue: 'antiqe', category: 'rings' }).expect(200);
    expect(rings.body.totalProduct).toBe(0);
  });

  it('combines search with a category', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ searchValue: 'ring', category: 'bangles' }).expect(200);
    expect(response.body.totalProduct).toBe(0);
  });

  it('names a bad parameter', async () => {
    const response = await request(t.http).get('/api/home/query-products').query({ pageNumber: 0, sortPrice: 'cheapest' }).expect(400);
    expect(response.body.fields.map((f: { field: string }) => f.field).sort()).toEqual(['pageNumber', 'sortPrice']);
  });
});

describe('the search indexes under stock changes (migrations 1764700000000, 1765400000000)', () => {
  it('take new entries straight into their trees, so no search reads through a pending list, and product pages keep room for stock changes', async () => {
    const { rows } = await t.sql.query<{ relname: string; reloptions: string[] | null }>(
      `SELECT relname, reloptions FROM pg_class WHERE relname = ANY($1) ORDER BY relname`,
      [['idx_product_search_search', 'products']],
    );
    expect(rows).toEqual([
      { relname: 'idx_product_search_search', reloptions: ['fastupdate=off'] },
      { relname: 'products', reloptions: ['fillfactor=80'] },
    ]);
  });

  it('still finds a piece whose stock changed many times, by its words and by a typo', async () => {
    for (let i = 0; i < 50; i++) await t.sql.query('UPDATE products SET stock = stock + 1 WHERE id = $1', [ids.bangle]);
    const words = await request(t.http).get('/api/home/query-products').query({ searchValue: 'antique bangle' }).expect(200);
    expect(words.body.products.map((p: { _id: string }) => p._id)).toContain(ids.bangle);
    const typo = await request(t.http).get('/api/home/query-products').query({ searchValue: 'antiqe' }).expect(200);
    expect(typo.body.products.map((p: { _id: string }) => p._id)).toContain(ids.bangle);
  });
});

describe('product_search, the full-text vectors beside products (migration 1765400000000)', () => {
  const found = async (searchValue: string) =>
    (await request(t.http).get('/api/home/query-products').query({ searchValue }).expect(200)).body.products.map((p: { _id: string }) => p._id);
  /** The row version of a product's vector: another one means the vector (and its index entry) was written again. */
  const version = async (id: string) => (await t.sql.query('SELECT xmin::text AS v FROM product_search WHERE product_id = $1', [id])).rows[0]?.v as string | undefined;

  it('follows a product renamed, rebranded or described anew, and only then', async () => {
    const categoryId = (await t.sql.query('SELECT category_id FROM products WHERE id = $1', [ids.bangle])).rows[0].category_id as string;
    const id = await insertProduct(t.sql, { name: 'Zircon Toe Ring', categoryId, brand: 'Quilon', description: 'Xylographic filigree.' });
    try {
      for (const word of ['zircon', 'quilon', 'xylographic']) expect(await found(word)).toEqual([id]);
      const written = await version(id);
      await t.sql.query(`UPDATE products SET price_paise = price_paise + 100, stock = stock + 1, rating = 4, name = name WHERE id = $1`, [id]);
      expect(await version(id)).toBe(written);
      await t.sql.query(`UPDATE products SET name = 'Yttrium Toe Ring', brand = 'Vellore', description = 'Wrought by hand.' WHERE id = $1`, [id]);
      expect(await version(id)).not.toBe(written);
      for (const word of ['zircon', 'quilon', 'xylographic']) expect(await found(word)).toEqual([]);
      for (const word of ['yttrium', 'vellore', 'wrought']) expect(await found(word)).toEqual([id]);
    } finally {
      await t.sql.query('DELETE FROM products WHERE id = $1', [id]);
    }
    expect(await version(id)).toBeUndefined();
  });

  it('has one vector for each product, those inserted many at once included, weighed as the column was', async () => {
    const { rows } = await t.sql.query<{ id: string }>(
      `INSERT INTO products (name, slug, category_id, gender, price_paise)
       SELECT 'Quartzite Anklet ' || n, 'quartzite-anklet-' || n, category_id, 'female', 1000 FROM products, generate_series(1, 3) n WHERE id = $1
       RETURNING id`,
      [ids.bangle],
    );
    try {
      const { rows: counts } = await t.sql.query(`SELECT (SELECT count(*) FROM products)::int AS products, (SELECT count(*) FROM product_search)::int AS vectors`);
      expect(counts[0].vectors).toBe(counts[0].products);
      const { rows: vectors } = await t.sql.query<{ search: string }>('SELECT search::text FROM product_search WHERE product_id = $1', [rows[0].id]);
      expect(vectors[0].search).toBe(`'1':3A 'anklet':2A 'quartzite':1A`);
      expect((await found('quartzite')).sort()).toEqual(rows.map((row) => row.id).sort());
    } finally {
      await t.sql.query('DELETE FROM products WHERE id = ANY($1)', [rows.map((row) => row.id)]);
    }
  });
});

describe('GET /api/home/search-suggestions', () => {
  it('answers up to 8 names, best first, for a half-typed or misspelt word', async () => {
    const response = await request(t.http).get('/api/home/search-suggestions').query({ q: 'bangel' }).expect(200);
    expect(response.body.suggestions[0]).toEqual({ name: 'Antique Gold Bangle Set', slug: 'antique-gold-bangle-set', category: 'Bangles', image: expect.any(String) });
    const many = await request(t.http).get('/api/home/search-suggestions').query({ q: 'everyday' }).expect(200);
    expect(many.body.suggestions).toHaveLength(8);
    const both = await request(t.http).get('/api/home/search-suggestions').query({ q: 'peacock pend' }).expect(200);
    expect(both.body.suggestions.map((s: { name: string }) => s.name).sort()).toEqual(['Gold Peacock Pendant', 'Kundan Peacock Pendant', 'Meenakari Peacock Pendant', 'Pearl Peacock Pendant', 'Silver Peacock Pendant']);
    const none = await request(t.http).get('/api/home/search-suggestions').query({ q: '  ' }).expect(200);
    expect(none.body.suggestions).toEqual([]);
  });

  it('suggests product names: a word only descriptions have suggests nothing, though a search finds it', async () => {
    // Every description here ends 'hand finished in our Rajasthan workshop'; no name has those words.
    for (const q of ['workshop', 'rajasth', 'silver workshop']) {
      const response = await request(t.http).get('/api/home/search-suggestions').query({ q }).expect(200);
      expect(response.body.suggestions).toEqual([]);
    }
    const searched = await request(t.http).get('/api/home/query-products').query({ searchValue: 'workshop' }).expect(200);
    expect(searched.body.totalProduct).toBeGreaterThan(60);
    const named = await request(t.http).get('/api/home/search-suggestions').query({ q: 'silver pea' }).expect(200);
    expect(named.body.suggestions.map((s: { name: string }) => s.name).sort()).toEqual(['Silver Peacock Jhumka', 'Silver Peacock Pendant']);
  });
});
