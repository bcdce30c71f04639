import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadBlogPictures, uploadCategoryPicture, uploadProductPictures } from './api/uploads';
import { dataProvider } from './dataProvider';
import { NEW_COMPOSITION } from './resources/products/compositionRules';

// Uploads go through the typed client (tested in api/uploads.test.ts); here: when they happen and what is saved after.
vi.mock('./api/uploads', () => ({ uploadProductPictures: vi.fn(), uploadCategoryPicture: vi.fn(), uploadBlogPictures: vi.fn() }));
const uploadProducts = vi.mocked(uploadProductPictures);
const uploadCategory = vi.mocked(uploadCategoryPicture);
const uploadBlog = vi.mocked(uploadBlogPictures);

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  uploadProducts.mockReset();
  uploadCategory.mockReset();
  uploadBlog.mockReset();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The method, path and body of the n-th request. */
function sent(n = 0) {
  const [url, init] = fetchMock.mock.calls[n];
  return { method: init?.method ?? 'GET', path: new URL(String(url), 'http://localhost').pathname, body: init?.body, headers: new Headers(init?.headers) };
}

/** The method, path and JSON body, parsed, of the n-th request. */
function sentJson(n = 0) {
  const { method, path, body } = sent(n);
  return { method, path, body: JSON.parse(String(body)) as unknown };
}

const CREATED = '2026-01-01T00:00:00.000Z';

/** A record as the console reads it from a list: its id twice (react-admin's `id`, the API's `_id`) and when it was made. */
const stored = <Fields extends object>(id: string, fields: Fields) => ({ id, _id: id, ...fields, createdAt: CREATED });

const customer = { id: 'c1', name: 'Asha Rao', email: 'asha@example.com', phone: '9800000000', createdAt: CREATED };

describe('getList', () => {
  it('asks /api/admin with the staff token and reads the total from Content-Range', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([customer]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'customers 0-24/319' },
      }),
    );

    const result = await dataProvider.getList('customers', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: 'asha' },
    });

    expect(result).toEqual({ data: [customer], total: 319 });
    const [url, init] = fetchMock.mock.calls[0];
    const target = new URL(String(url), 'http://localhost');
    expect(target.pathname).toBe('/api/admin/customers');
    expect(target.searchParams.get('sort')).toBe('["createdAt","DESC"]');
    expect(target.searchParams.get('range')).toBe('[0,24]');
    expect(target.searchParams.get('filter')).toBe('{"q":"asha"}');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer staff.jwt.token');
  });

  it("fails with the server's sentence and status", async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ error: 'Signed in, but not allowed.', statusCode: 403, code: 'FORBIDDEN' }), {
        status: 403,
        headers: { 'Content-Type': 'application/json' },
      }),
    );

    await expect(
      dataProvider.getList('customers', {
        pagination: { page: 1, perPage: 25 },
        sort: { field: 'name', order: 'ASC' },
        filter: {},
      }),
    ).rejects.toMatchObject({ message: 'Signed in, but not allowed.', status: 403 });
  });
});

describe('update sends only the fields staff may change', () => {
  const coupon = {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    _id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'diwali10 ',
    price: 999.5,
    discount: 10,
    userlimit: 2,
    expiresAt: '2030-01-01T00:00:00.000Z',
    // A private (newsletter) coupon's owner is shown, never sent back.
    email: 'asha@example.com',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  it('coupons: code (trimmed, upper-case), minimum order, discount, per-customer limit and expiry', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...coupon, name: 'DIWALI10' }));

    await dataProvider.update('coupons', { id: coupon.id, data: coupon, previousData: coupon });

    const request = sent();
    expect(request.method).toBe('PUT');
    expect(request.path).toBe(`/api/admin/coupons/${coupon.id}`);
    expect(JSON.parse(String(request.body))).toEqual({
      name: 'DIWALI10',
      price: 999.5,
      discount: 10,
      userlimit: 2,
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
  });

  it('coupons: an emptied expiry is sent as null (never expires)', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...coupon, expiresAt: null }));

    await dataProvider.update('coupons', { id: coupon.id, data: { ...coupon, expiresAt: '' }, previousData: coupon });

    expect(JSON.parse(String(sent().body))).toMatchObject({ expiresAt: null });
  });

  it('reviews: only the hidden flag', async () => {
    const review = stored('r1', { name: 'Asha', review: 'Lovely', rating: 5, date: CREATED, productId: 'p1', productName: 'Ruby ring', productSlug: 'ruby-ring', userId: 'u1', hidden: false });
    fetchMock.mockResolvedValueOnce(json(200, { ...review, hidden: true }));

    const { data } = await dataProvider.update('reviews', { id: 'r1', data: { ...review, hidden: true }, previousData: review });

    expect(sent().path).toBe('/api/admin/reviews/r1');
    expect(JSON.parse(String(sent().body))).toEqual({ hidden: true });
    expect(data).toMatchObject({ id: 'r1', hidden: true });
  });

  it('reviews: a bulk hide sends the flag to each review', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'r1', hidden: true })).mockResolvedValueOnce(json(200, { id: 'r2', hidden: true }));

    const { data } = await dataProvider.updateMany('reviews', { ids: ['r1', 'r2'], data: { hidden: true } });

    expect(data).toEqual(['r1', 'r2']);
    expect([sent(0).path, sent(1).path]).toEqual(['/api/admin/reviews/r1', '/api/admin/reviews/r2']);
    expect(JSON.parse(String(sent(1).body))).toEqual({ hidden: true });
  });

  it('banners: category, alt, link and position; cleared texts as empty strings', async () => {
    const banner = stored('b1', { category: 'Home Page', url: '/uploads/banners/x.webp', srcset: '/uploads/banners/x-320.webp 320w', alt: null, link: ' /category-data/rings ', position: 3 });
    fetchMock.mockResolvedValueOnce(json(200, { ...banner, alt: '', link: '/category-data/rings' }));

    await dataProvider.update('banners', { id: 'b1', data: banner, previousData: banner });

    expect(JSON.parse(String(sent().body))).toEqual({ category: 'Home Page', alt: '', link: '/category-data/rings', position: 3 });
  });

  it('staff: name, phone and role from the whole record, and a password only when a new one was typed', async () => {
    const member = {
      id: 's2',
      name: ' Jaipur Gems ',
      email: 'sales@jaipur.example',
      phone: null,
      role: 'seller',
      products: 4,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-02T00:00:00.000Z',
    };
    fetchMock.mockResolvedValueOnce(json(200, { ...member, name: 'Jaipur Gems', phone: '' })).mockResolvedValueOnce(json(200, member));

    await dataProvider.update('staff', { id: 's2', data: { ...member, newPassword: '' }, previousData: member });
    await dataProvider.update('staff', { id: 's2', data: { ...member, newPassword: 'a-new-password' }, previousData: member });

    expect(sent(0).path).toBe('/api/admin/staff/s2');
    expect(JSON.parse(String(sent(0).body))).toEqual({ name: 'Jaipur Gems', phone: '', role: 'seller' });
    expect(JSON.parse(String(sent(1).body))).toEqual({ name: 'Jaipur Gems', phone: '', role: 'seller', password: 'a-new-password' });
  });

  it('refuses to write a read-only resource without calling the server', async () => {
    await expect(dataProvider.update('customers', { id: 'c1', data: customer, previousData: customer })).rejects.toThrow(
      'The console cannot change customers.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('create', () => {
  it('coupons: posts the editable fields, converting a local expiry time to an ISO date-time', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 'c9', name: 'NEWYEAR' }));

    const { data } = await dataProvider.create('coupons', {
      data: { name: 'newyear', price: 0, discount: 15, userlimit: 1, expiresAt: '2031-01-01T10:30' },
    });

    expect(data).toEqual({ id: 'c9', name: 'NEWYEAR' });
    expect(sentJson()).toEqual({
      method: 'POST',
      path: '/api/admin/coupons',
      body: {
        name: 'NEWYEAR',
        price: 0,
        discount: 15,
        userlimit: 1,
        expiresAt: new Date('2031-01-01T10:30').toISOString(),
      },
    });
  });

  it('banners: posts multipart with the picture in `images` and the text fields', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(json(201, { id: 'b2', category: 'fastivle' }));
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'diya.png', { type: 'image/png' });

    await dataProvider.create('banners', {
      data: { picture: { rawFile: file, src: 'blob:diya', title: 'diya.png' }, category: 'fastivle', alt: ' Diyas ', link: null },
    });

    const request = sent();
    expect(request.path).toBe('/api/admin/banners');
    expect(request.body).toBeInstanceOf(FormData);
    const form = request.body as FormData;
    expect(form.get('category')).toBe('fastivle');
    expect(form.get('alt')).toBe('Diyas');
    expect(form.get('link')).toBe('');
    expect((form.get('images') as File).name).toBe('diya.png');
    expect([...form.keys()].sort()).toEqual(['alt', 'category', 'images', 'link']);
    // The browser sets the multipart boundary itself.
    expect(request.headers.get('Content-Type')).toBeNull();
    expect(request.headers.get('Authorization')).toBe('Bearer staff.jwt.token');
  });

  it('staff: posts the account’s fields, the e-mail lower-case, and no phone when none was given', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { id: 's9', name: 'Jaipur Gems', role: 'seller' }));

    await dataProvider.create('staff', { data: { name: ' Jaipur Gems ', email: 'Sales@Jaipur.Example', password: 'jaipur-gems-1', role: 'seller', phone: '' } });

    expect(sent().path).toBe('/api/admin/staff');
    expect(JSON.parse(String(sent().body))).toEqual({ name: 'Jaipur Gems', email: 'sales@jaipur.example', password: 'jaipur-gems-1', role: 'seller' });
  });

  it('banners: refuses without a picture, before calling the server', async () => {
    await expect(dataProvider.create('banners', { data: { picture: null, category: 'Home Page' } })).rejects.toThrow(
      'Please choose a picture for the banner.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('refusals', () => {
  it("mark the refused fields and carry the server's sentence for the form", async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, {
        error: 'expiresAt must be in the future',
        statusCode: 400,
        code: 'VALIDATION_FAILED',
        fields: [{ field: 'expiresAt', messages: ['expiresAt must be in the future'] }],
      }),
    );

    const failure = dataProvider.create('coupons', { data: { name: 'OLD', price: 0, discount: 5, userlimit: 1, expiresAt: '2020-01-01T00:00' } });

    await expect(failure).rejects.toMatchObject({
      message: 'expiresAt must be in the future',
      status: 400,
      body: { errors: { root: { serverError: 'expiresAt must be in the future' }, expiresAt: 'expiresAt must be in the future' } },
    });
  });

  it('without fields, only the sentence (a conflict is not a field error)', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { error: 'A coupon with this code already exists.', statusCode: 409, code: 'COUPON_CODE_TAKEN' }),
    );

    const failure = dataProvider.create('coupons', { data: { name: 'TAKEN', price: 0, discount: 5, userlimit: 1, expiresAt: null } });

    await expect(failure).rejects.toMatchObject({ message: 'A coupon with this code already exists.', status: 409 });
    await failure.catch((error: { body: object }) => expect(error.body).not.toHaveProperty('errors'));
  });
});

describe('delete', () => {
  it('answers the deleted record the server sends back', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { id: 'c1', name: 'GONE' }));

    const { data } = await dataProvider.delete('coupons', { id: 'c1', previousData: { id: 'c1' } });

    expect(sent().method).toBe('DELETE');
    expect(sent().path).toBe('/api/admin/coupons/c1');
    expect(data).toEqual({ id: 'c1', name: 'GONE' });
  });
});

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
const pending = (name: string) => ({ rawFile: png(name), src: `blob:${name}`, title: name });
const signedInAs = (role: 'admin' | 'seller') =>
  localStorage.setItem('staffUser', JSON.stringify({ id: 's1', name: 'Meera Iyer', email: 'meera@example.com', role }));

/** The fields of the stored product below that the form sends back as they are (the pictures and shop aside). */
const productFields = {
  name: 'Ruby Halo Ring',
  slug: 'ruby-halo-ring',
  categoryId: 'cat-rings',
  brand: 'Sona Atelier',
  description: 'A ruby ringed with diamonds.',
  points: ['18K rose gold'],
  gender: 'female',
  price: 12999,
  discount: 10,
  stock: 3,
  colors: ['Rose Gold'],
  sizes: ['12', '14'],
  pricing: 'fixed',
  purity: 'gold_18k',
  netWeight: 3.25,
  makingKind: 'percent',
  makingValue: 12.5,
  charges: [{ label: 'Ruby', amount: 1500 }],
  hsn: '7113',
  huid: 'AB12CD',
  // A coin (spec 9): customers cannot return it.
  nonReturnable: 'coin',
};

/** A product as GET /api/admin/products/{id} answers it: more than the server accepts back. */
const storedProduct = {
  id: 'p1',
  ...productFields,
  category: 'Rings',
  salePrice: 11700,
  images: ['/uploads/products/front-640.webp', '/uploads/products/side-640.webp'],
  rating: 4.5,
  reviewCount: 2,
  sellerId: 'seller-1',
  shopName: 'Marwar Silver House',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-02T00:00:00.000Z',
};

describe('products: pictures are uploaded first, then the product is saved with their URLs', () => {
  it('create: uploads the picked files in the order shown and posts only the product fields', async () => {
    signedInAs('seller');
    uploadProducts.mockResolvedValueOnce(['/uploads/products/new-a-640.webp', '/uploads/products/new-b-640.webp']);
    fetchMock.mockResolvedValueOnce(json(201, { ...storedProduct, id: 'p2' }));
    const a = pending('a.png');
    const b = pending('b.png');

    await dataProvider.create('products', {
      data: {
        name: '  Emerald Jhumka ',
        slug: null,
        categoryId: 'cat-earrings',
        brand: null,
        description: 'Green stones.',
        points: ['Gold plated', '  ', ''],
        gender: 'female',
        price: 2499.5,
        discount: null,
        stock: 7,
        colors: ['Green'],
        sizes: [],
        images: [b, a],
      },
    });

    expect(uploadProducts).toHaveBeenCalledTimes(1);
    expect(uploadProducts.mock.calls[0][0]).toEqual([b.rawFile, a.rawFile]);
    expect(sentJson()).toEqual({
      method: 'POST',
      path: '/api/admin/products',
      body: {
        name: 'Emerald Jhumka',
        categoryId: 'cat-earrings',
        brand: '',
        description: 'Green stones.',
        points: ['Gold plated'],
        gender: 'female',
        price: 2499.5,
        discount: 0,
        stock: 7,
        colors: ['Green'],
        sizes: [],
        images: ['/uploads/products/new-a-640.webp', '/uploads/products/new-b-640.webp'],
        // A new piece's composition: fixed price, no metal; the HSN left to the server.
        ...NEW_COMPOSITION,
        // The select left on Returnable.
        nonReturnable: null,
      },
    });
  });

  it('a rate-linked piece is sent without a price (the server computes it), its HUID upper case, charges trimmed, a cleared HSN left out', async () => {
    signedInAs('seller');
    fetchMock.mockResolvedValueOnce(json(200, storedProduct));

    await dataProvider.update('products', {
      id: 'p1',
      data: { ...storedProduct, pricing: 'rate_linked', huid: ' ab12cd ', hsn: '', charges: [{ label: ' CZ ', amount: 250 }], netWeight: null },
      previousData: storedProduct,
    });

    const body = JSON.parse(String(sent().body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('hsn');
    expect(body).toMatchObject({ pricing: 'rate_linked', purity: 'gold_18k', huid: 'AB12CD', charges: [{ label: 'CZ', amount: 250 }], netWeight: 0 });
  });

  it('a HUID another piece carries (409 HUID_TAKEN) marks the HUID input with the server’s sentence', async () => {
    signedInAs('seller');
    const sentence = 'Another piece already carries the HUID AB12CD.';
    fetchMock.mockResolvedValueOnce(json(409, { error: sentence, statusCode: 409, code: 'HUID_TAKEN' }));

    const failure = dataProvider.update('products', { id: 'p1', data: storedProduct, previousData: storedProduct });

    await expect(failure).rejects.toMatchObject({ status: 409, body: { errors: { root: { serverError: sentence }, huid: sentence } } });
  });

  it("update: sends back the record's editable fields, a new picture stored where staff placed it", async () => {
    signedInAs('admin');
    uploadProducts.mockResolvedValueOnce(['/uploads/products/new-640.webp']);
    fetchMock.mockResolvedValueOnce(json(200, storedProduct));
    const [front, side] = storedProduct.images;

    await dataProvider.update('products', {
      id: 'p1',
      data: { ...storedProduct, images: [front, pending('new.png'), side] },
      previousData: storedProduct,
    });

    expect(sentJson()).toEqual({
      method: 'PUT',
      path: '/api/admin/products/p1',
      body: {
        ...productFields,
        images: [front, '/uploads/products/new-640.webp', side],
        // Admins may name the shop; the owner (sellerId) is never sent from the form.
        shopName: 'Marwar Silver House',
      },
    });
  });

  it('update by a seller: neither sellerId nor shopName is sent, and nothing is uploaded when no file was picked', async () => {
    signedInAs('seller');
    fetchMock.mockResolvedValueOnce(json(200, storedProduct));

    await dataProvider.update('products', { id: 'p1', data: storedProduct, previousData: storedProduct });

    const body = JSON.parse(String(sent().body)) as Record<string, unknown>;
    expect(body).not.toHaveProperty('shopName');
    expect(body).not.toHaveProperty('sellerId');
    expect(body.images).toEqual(storedProduct.images);
    expect(uploadProducts).not.toHaveBeenCalled();
  });

  it('a refused picture stops the save: the product is not written', async () => {
    signedInAs('admin');
    uploadProducts.mockRejectedValueOnce(new Error('notes.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.'));

    await expect(
      dataProvider.update('products', { id: 'p1', data: { ...storedProduct, images: [pending('notes.png')] }, previousData: storedProduct }),
    ).rejects.toThrow('notes.png: The file is not a JPEG, PNG, WebP, GIF or AVIF image.');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the shop filter's house shop travels to the server as sellerId null", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [], { 'Content-Range': 'products 0-0/0' }));

    await dataProvider.getList('products', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { sellerId: 'house', stock: 'low' },
    });

    const target = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(JSON.parse(target.searchParams.get('filter') ?? '')).toEqual({ sellerId: null, stock: 'low' });
  });
});

describe('categories', () => {
  const storedCategory = {
    id: 'cat-rings',
    name: 'Rings',
    slug: 'rings',
    image: '/uploads/categories/rings-640.webp',
    position: 1,
    productCount: 12,
    createdAt: '2026-01-01T00:00:00.000Z',
  };

  it('create: uploads the picture, then posts the name and its URL (slug and position left to the server)', async () => {
    uploadCategory.mockResolvedValueOnce('/uploads/categories/toe-rings-640.webp');
    fetchMock.mockResolvedValueOnce(json(201, { ...storedCategory, id: 'cat-toe' }));
    const picture = pending('toe.png');

    await dataProvider.create('categories', { data: { name: ' Toe Rings ', slug: null, position: null, image: picture } });

    expect(uploadCategory).toHaveBeenCalledWith(picture.rawFile);
    expect(JSON.parse(String(sent().body))).toEqual({ name: 'Toe Rings', image: '/uploads/categories/toe-rings-640.webp' });
  });

  it('update: the editable fields only; a removed picture is sent as empty', async () => {
    fetchMock.mockResolvedValueOnce(json(200, storedCategory));

    await dataProvider.update('categories', { id: 'cat-rings', data: { ...storedCategory, image: '' }, previousData: storedCategory });

    expect(sent().path).toBe('/api/admin/categories/cat-rings');
    expect(JSON.parse(String(sent().body))).toEqual({ name: 'Rings', slug: 'rings', image: '', position: 1 });
    expect(uploadCategory).not.toHaveBeenCalled();
  });
});

describe('orders', () => {
  const storedOrder = {
    id: '1a2b3c4d-0000-4000-8000-000000000001',
    _id: '1a2b3c4d-0000-4000-8000-000000000001',
    price: 4999,
    subtotal: 4999,
    couponDiscount: 0,
    couponCode: null,
    shipping_fee: 0,
    items: 1,
    payment_status: 'unpaid',
    delivery_status: 'placed',
    payment_method: 'COD',
    date: '2026-01-01T00:00:00.000Z',
    email: 'asha@example.com',
    customerName: 'Asha Rao',
    shippingInfo: { name: 'Asha Rao', address: '12 MG Road', phone: '9800000000', post: '560001', province: 'Karnataka', city: 'Bengaluru', area: 'Indiranagar' },
    products: [],
    canCancel: true,
    canPay: false,
    cancelReason: null,
    allowedDeliveryStatuses: ['warehouse', 'shipped', 'cancelled'],
    allowedPaymentStatuses: ['paid'],
  };

  it('a status change sends only the status asked for, and answers the order the server saved', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...storedOrder, delivery_status: 'warehouse', allowedDeliveryStatuses: ['shipped', 'cancelled'] }));

    const { data } = await dataProvider.update('orders', { id: storedOrder.id, data: { delivery_status: 'warehouse' }, previousData: storedOrder });

    expect(sentJson()).toEqual({ method: 'PUT', path: `/api/admin/orders/${storedOrder.id}`, body: { delivery_status: 'warehouse' } });
    expect(data).toMatchObject({ delivery_status: 'warehouse', allowedDeliveryStatuses: ['shipped', 'cancelled'] });
  });

  it('a whole record sent back carries its two statuses and nothing else', async () => {
    fetchMock.mockResolvedValueOnce(json(200, storedOrder));

    await dataProvider.update('orders', { id: storedOrder.id, data: storedOrder, previousData: storedOrder });

    expect(JSON.parse(String(sent().body))).toEqual({ delivery_status: 'placed', payment_status: 'unpaid' });
  });

  it("a refused step fails with the server's sentence", async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { error: 'This order can no longer be marked at the warehouse: it is shipped.', statusCode: 409, code: 'ORDER_TRANSITION_REFUSED' }),
    );

    await expect(
      dataProvider.update('orders', { id: storedOrder.id, data: { delivery_status: 'warehouse' }, previousData: storedOrder }),
    ).rejects.toMatchObject({ message: 'This order can no longer be marked at the warehouse: it is shipped.', status: 409 });
  });

  it('the list searches a quoted reference without its #, beside the other filters', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [storedOrder], { 'Content-Range': 'orders 0-0/1' }));

    await dataProvider.getList('orders', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'total', order: 'DESC' },
      filter: { q: '#1A2B3C4D', delivery_status: 'placed', createdFrom: '2026-01-01', createdTo: '2026-01-31' },
    });

    const target = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(target.pathname).toBe('/api/admin/orders');
    expect(target.searchParams.get('sort')).toBe('["total","DESC"]');
    expect(JSON.parse(target.searchParams.get('filter') ?? '')).toEqual({
      q: '1A2B3C4D',
      delivery_status: 'placed',
      createdFrom: '2026-01-01',
      createdTo: '2026-01-31',
    });
  });

  it("an order's payment attempts are asked for by orderId", async () => {
    fetchMock.mockResolvedValueOnce(json(200, [], { 'Content-Range': 'payments 0-0/0' }));

    const result = await dataProvider.getManyReference('payments', {
      target: 'orderId',
      id: storedOrder.id,
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: {},
    });

    expect(result).toEqual({ data: [], total: 0 });
    const target = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(target.pathname).toBe('/api/admin/payments');
    expect(JSON.parse(target.searchParams.get('filter') ?? '')).toEqual({ orderId: storedOrder.id });
  });
});

describe('gifts: pictures through the products’ picture store, then the gift’s own fields', () => {
  const giftFields = { name: 'Silver Pendant Gift Box', slug: 'silver-pendant-gift-box', categoryId: 'cat-gifts', gender: 'unisex' };
  const storedGift = {
    ...storedProduct,
    ...giftFields,
    id: 'g1',
    category: 'Gifts',
    images: ['/uploads/products/box-front-640.webp', '/uploads/products/box-open-640.webp'],
  };

  it('update: a replaced picture is uploaded and saved in the old one’s place; the category the gift is shown under is sent, no owner or shop', async () => {
    signedInAs('admin');
    uploadProducts.mockResolvedValueOnce(['/uploads/products/box-new-640.webp']);
    fetchMock.mockResolvedValueOnce(json(200, storedGift));

    await dataProvider.update('gifts', {
      id: 'g1',
      data: { ...storedGift, images: [pending('new.png'), storedGift.images[1]] },
      previousData: storedGift,
    });

    expect(uploadProducts.mock.calls[0][0].map((file) => file.name)).toEqual(['new.png']);
    expect(sentJson()).toEqual({
      method: 'PUT',
      path: '/api/admin/gifts/g1',
      body: {
        // A gift's answer does not say whether it may be returned, so its form sends nothing of it (the server keeps what it has).
        ...Object.fromEntries(Object.entries(productFields).filter(([field]) => field !== 'nonReturnable')),
        ...giftFields,
        images: ['/uploads/products/box-new-640.webp', '/uploads/products/box-open-640.webp'],
      },
    });
  });

  it('create: posts to /api/admin/gifts', async () => {
    uploadProducts.mockResolvedValueOnce(['/uploads/products/box-640.webp']);
    fetchMock.mockResolvedValueOnce(json(201, storedGift));

    await dataProvider.create('gifts', { data: { name: 'Box', price: 999, images: [pending('box.png')] } });

    expect(sent().path).toBe('/api/admin/gifts');
    expect(JSON.parse(String(sent().body))).toMatchObject({ name: 'Box', price: 999, gender: 'unisex', images: ['/uploads/products/box-640.webp'] });
  });
});

describe('blogs: the post’s and sections’ pictures uploaded first, then the post’s own fields', () => {
  const storedBlog = {
    id: 'b1',
    _id: 'b1',
    name: 'Caring for Silver',
    slug: 'caring-for-silver',
    images: ['/uploads/blogs/cover-640.webp'],
    description: ['Silver darkens in air.'],
    additionalDescription: [{ heading: 'Cleaning', image: '', description: 'A soft cloth.' }],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
  };

  it('update: a section’s new picture is uploaded and the post is saved with its URL, without id or dates', async () => {
    uploadBlog.mockResolvedValueOnce(['/uploads/blogs/cloth-640.webp']);
    fetchMock.mockResolvedValueOnce(json(200, storedBlog));

    await dataProvider.update('blogs', {
      id: 'b1',
      data: { ...storedBlog, additionalDescription: [{ ...storedBlog.additionalDescription[0], image: pending('cloth.png') }] },
      previousData: storedBlog,
    });

    expect(uploadBlog).toHaveBeenCalledTimes(1);
    expect(sentJson()).toEqual({
      method: 'PUT',
      path: '/api/admin/blogs/b1',
      body: {
        name: 'Caring for Silver',
        slug: 'caring-for-silver',
        description: ['Silver darkens in air.'],
        additionalDescription: [{ heading: 'Cleaning', description: 'A soft cloth.', image: '/uploads/blogs/cloth-640.webp' }],
        images: ['/uploads/blogs/cover-640.webp'],
      },
    });
  });

  it('create: posts to /api/admin/blogs without calling the picture store when nothing was picked', async () => {
    fetchMock.mockResolvedValueOnce(json(201, storedBlog));

    await dataProvider.create('blogs', { data: { name: 'Caring for Silver', slug: null, description: ['Text.'], additionalDescription: [], images: [] } });

    expect(uploadBlog).not.toHaveBeenCalled();
    expect(sent().path).toBe('/api/admin/blogs');
    expect(JSON.parse(String(sent().body))).toEqual({ name: 'Caring for Silver', description: ['Text.'], additionalDescription: [], images: [] });
  });
});

describe('metal-rates: only the rate is sent, confirmed when staff confirmed it', () => {
  const rate = { id: 'gold_22k', purity: 'gold_22k', metal: 'gold', label: '22K gold (916)', ratePerGram: 7400, updatedAt: CREATED, updatedBy: 'admin@sona.test', repriced: 3 };

  it('PUTs { ratePerGram } to the purity, and { ratePerGram, confirm: true } once confirmed', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { ...rate, ratePerGram: 7500 }));
    fetchMock.mockResolvedValueOnce(json(200, { ...rate, ratePerGram: 9900 }));

    await dataProvider.update('metal-rates', { id: 'gold_22k', data: { ...rate, ratePerGram: 7500 }, previousData: rate });
    await dataProvider.update('metal-rates', { id: 'gold_22k', data: { ...rate, ratePerGram: 9900, confirm: true }, previousData: rate });

    expect(sentJson(0)).toEqual({ method: 'PUT', path: '/api/admin/metal-rates/gold_22k', body: { ratePerGram: 7500 } });
    expect(sentJson(1)).toEqual({ method: 'PUT', path: '/api/admin/metal-rates/gold_22k', body: { ratePerGram: 9900, confirm: true } });
  });

  it('a rate the server questions is refused with its sentence and needsConfirmation kept for the dialog', async () => {
    const sentence = 'The new rate is more than 20 % away from today’s ₹7,400.00 per gram: send it again with confirm to set it.';
    fetchMock.mockResolvedValueOnce(json(409, { error: sentence, statusCode: 409, code: 'METAL_RATE_NEEDS_CONFIRMATION', needsConfirmation: true }));

    const failure = dataProvider.update('metal-rates', { id: 'gold_22k', data: { ...rate, ratePerGram: 9900 }, previousData: rate });

    await expect(failure).rejects.toMatchObject({ message: sentence, status: 409, body: { needsConfirmation: true } });
  });
});

describe('returns: the steps staff take, and the list', () => {
  const returnId = '3f2a9c1e-0000-4000-8000-000000000001';

  it('a step posts to its own path with the staff token and answers the return as it now is', async () => {
    localStorage.setItem('staffToken', 'staff.jwt.token');
    fetchMock.mockResolvedValueOnce(json(200, { id: returnId, state: 'approved' }));

    const { data } = await dataProvider.returnStep(returnId, 'approve', { courierId: 'c1', awb: '12345678901' });

    expect(sentJson()).toEqual({ method: 'POST', path: `/api/admin/returns/${returnId}/approve`, body: { courierId: 'c1', awb: '12345678901' } });
    expect(sent().headers.get('Authorization')).toBe('Bearer staff.jwt.token');
    expect(data).toEqual({ id: returnId, state: 'approved' });
  });

  it('a step refused because someone moved the return first fails with the server’s sentence and 409', async () => {
    const sentence = 'A refunding return cannot be refunded.';
    fetchMock.mockResolvedValueOnce(json(409, { error: sentence, statusCode: 409, code: 'RETURN_WRONG_STATE' }));

    await expect(dataProvider.returnStep(returnId, 'refund', { utr: '412345678901' })).rejects.toMatchObject({
      status: 409,
      message: sentence,
      body: { code: 'RETURN_WRONG_STATE' },
    });
    expect(sentJson().path).toBe(`/api/admin/returns/${returnId}/refund`);
  });

  it('the list searches a quoted order reference without its #, beside state and kind', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [], { 'Content-Range': 'returns 0-0/0' }));

    await dataProvider.getList('returns', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
      filter: { q: '#1A2B3C4D', state: 'requested', kind: 'return' },
    });

    const target = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(target.pathname).toBe('/api/admin/returns');
    expect(JSON.parse(target.searchParams.get('filter') ?? '')).toEqual({ q: '1A2B3C4D', state: 'requested', kind: 'return' });
  });
});
