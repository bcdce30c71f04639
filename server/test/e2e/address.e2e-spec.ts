import request from 'supertest';
import { MAX_ADDRESSES } from '../../src/modules/address/address.service.js';
import { type Account, bearer, registerCustomer, testAppOfFile } from '../helpers/accounts.js';
import { expectError } from '../helpers/errors.js';

const t = testAppOfFile();

const HOME = {
  name: 'Asha Verma',
  address: '12 MG Road, near the clock tower',
  phone: '9876543210',
  post: '302001',
  province: 'Rajasthan',
  city: 'Jaipur',
  area: 'C-Scheme',
};
const OFFICE = { ...HOME, address: '4th floor, Tower B, Cyber City', post: '122002', province: 'Haryana', city: 'Gurugram', area: 'DLF Phase 2' };

type AddressBody = typeof HOME & { _id: string; isDefault: boolean; country: string };

/** An Indian address as the book keeps it: the country named, the phone in E.164. */
const kept = (address: typeof HOME) => ({ ...address, phone: `+91${address.phone}`, country: 'IN' });

/** An address in the United States, as the checkout sends one abroad. */
const NEW_YORK = { name: 'Emily Carter', address: '350 Fifth Avenue, Suite 3400', phone: '(212) 555-0147', post: '10118', province: 'NY', city: 'New York', area: '', country: 'us' };


const add = (who: Account, body: Record<string, unknown>) => request(t.http).post('/api/home/customer/addresses').set(...bearer(who)).send(body);
const book = async (who: Account): Promise<AddressBody[]> =>
  (await request(t.http).get('/api/home/customer/addresses').set(...bearer(who)).expect(200)).body.addresses as AddressBody[];

describe('POST /api/home/customer/addresses', () => {
  it('saves a trimmed address; the first one becomes the default', async () => {
    const me = await registerCustomer(t);
    const response = await add(me, { ...HOME, name: '  Asha Verma ' }).expect(201);
    expect(response.body).toEqual({ message: 'Address saved', address: { _id: expect.any(String), ...kept(HOME), isDefault: true } });
    const second = await add(me, OFFICE).expect(201);
    expect(second.body.address.isDefault).toBe(false);
  });

  it('makes a new address the default when asked, and the old default stops being one', async () => {
    const me = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    const office = (await add(me, { ...OFFICE, isDefault: true }).expect(201)).body.address as AddressBody;
    expect(office.isDefault).toBe(true);
    const addresses = await book(me);
    expect(addresses.map((a) => [a._id, a.isDefault])).toEqual([
      [office._id, true],
      [home._id, false],
    ]);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses`, async () => {
    const me = await registerCustomer(t);
    const { rows } = await t.sql.query('SELECT id FROM users WHERE email = $1', [me.email]);
    for (let i = 0; i < MAX_ADDRESSES; i += 1) {
      await t.sql.query(
        `INSERT INTO addresses (user_id, name, address, phone, post, province, city, area, is_default) VALUES ($1, 'A', 'B', '9876543210', '302001', 'R', 'J', 'C', $2)`,
        [rows[0].id, i === 0],
      );
    }
    await expectError(add(me, HOME), 409, 'ADDRESS_BOOK_FULL', `Your address book is full (${MAX_ADDRESSES} addresses). Delete one to add another.`);
  });

  it('gives two addresses saved at once exactly one default', async () => {
    const me = await registerCustomer(t);
    await Promise.all([add(me, HOME).expect(201), add(me, OFFICE).expect(201)]);
    const addresses = await book(me);
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((a) => a.isDefault)).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 'name', 'name is required, at most 100 characters'],
    [{ address: '   ' }, 'address', 'address is required, at most 300 characters'],
    [{ phone: 'call me' }, 'phone', 'phone must be 7 to 15 digits, optionally with a leading +'],
    [{ phone: '123456' }, 'phone', 'phone must be 7 to 15 digits, optionally with a leading +'],
    [{ post: '30' }, 'post', 'post must be a postal code of 3 to 10 letters, digits, spaces or dashes'],
    [{ province: undefined }, 'province', 'province is required, at most 80 characters'],
    [{ city: 'x'.repeat(81) }, 'city', 'city is required, at most 80 characters'],
    [{ area: 7 }, 'area', 'area is required, at most 120 characters'],
    [{ isDefault: 'yes' }, 'isDefault', 'isDefault must be true or false'],
    [{ country: 'India' }, 'country', 'country must be an ISO 3166-1 alpha-2 code such as IN, US or GB'],
    [{ country: 'XX' }, 'country', 'country must be an ISO 3166-1 alpha-2 code such as IN, US or GB (got "XX")'],
    [{ post: '999999' }, 'post', 'No PIN code 999999 in India'],
    [{ province: 'Gujarat' }, 'post', 'PIN 302001 is in Rajasthan, not Gujarat'],
    [{ province: 'Atlantis' }, 'province', 'province "Atlantis" is not a state or union territory of India'],
    [{ area: '' }, 'area', 'area is required, at most 120 characters'],
    [{ phone: '0000000' }, 'phone', 'phone "0000000" is not a valid phone number: give it with its country code (+91 for India)'],
    [{ ...NEW_YORK, post: '1011' }, 'post', 'post "1011" is not a ZIP code of United States of America'],
    [{ ...NEW_YORK, province: 'Ontario' }, 'province', 'province "Ontario" is not a state of United States of America'],
  ])('refuses %j, naming %s', async (overrides, field, message) => {
    const me = await registerCustomer(t);
    const response = await add(me, { ...HOME, ...overrides }).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED', error: message, fields: [{ field, messages: [message] }] });
    expect(await book(me)).toEqual([]);
  });

  it('saves an address in the United States: ZIP code, the state by its name, the phone with +1, the country upper case', async () => {
    const me = await registerCustomer(t);
    const response = await add(me, NEW_YORK).expect(201);
    expect(response.body.address).toEqual({
      _id: expect.any(String),
      ...NEW_YORK,
      province: 'New York',
      phone: '+12125550147',
      country: 'US',
      isDefault: true,
    });
    expect(await book(me)).toEqual([response.body.address]);
  });

  it('saves addresses in the UK (postcode, no county) and the UAE (no postal code, an emirate)', async () => {
    const me = await registerCustomer(t);
    const london = { name: 'Olivia Smith', address: '10 Downing Street', phone: '+44 20 7946 0958', post: 'sw1a 2aa', province: '', city: 'London', area: 'Westminster', country: 'GB' };
    expect((await add(me, london).expect(201)).body.address).toMatchObject({ post: 'SW1A 2AA', province: '', phone: '+442079460958', country: 'GB' });
    const dubai = { name: 'Fatima Al Mansoori', address: 'Villa 12, Street 4b', phone: '+971 50 123 4567', post: '', province: 'Dubai', city: 'Dubai', area: 'Jumeirah 1', country: 'AE' };
    expect((await add(me, dubai).expect(201)).body.address).toMatchObject({ post: '', province: 'Dubai', phone: '+971501234567', country: 'AE' });
  });

  it('answers 401 without a token', async () => {
    await request(t.http).post('/api/home/customer/addresses').send(HOME).expect(401);
    await request(t.http).get('/api/home/customer/addresses').expect(401);
  });
});

describe('PUT /api/home/customer/addresses/{id}', () => {
  it('changes the caller’s address and can make it the default', async () => {
    const me = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    const office = (await add(me, OFFICE).expect(201)).body.address as AddressBody;
    const response = await request(t.http)
      .put(`/api/home/customer/addresses/${office._id}`)
      .set(...bearer(me))
      .send({ ...OFFICE, area: 'DLF Phase 3', isDefault: true })
      .expect(200);
    expect(response.body).toEqual({ message: 'Address updated', address: { ...kept(OFFICE), _id: office._id, area: 'DLF Phase 3', isDefault: true } });
    expect((await book(me)).find((a) => a._id === home._id)?.isDefault).toBe(false);
  });

  it('refuses to unset the default without another, and someone else’s address answers 404', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    const unset = await request(t.http).put(`/api/home/customer/addresses/${home._id}`).set(...bearer(me)).send({ ...HOME, isDefault: false }).expect(400);
    expect(unset.body.fields).toEqual([{ field: 'isDefault', messages: [unset.body.error] }]);
    await expectError(request(t.http).put(`/api/home/customer/addresses/${home._id}`).set(...bearer(other)).send(OFFICE), 404, 'ADDRESS_NOT_FOUND', 'This address is not in your address book.');
    expect((await book(me))[0]).toMatchObject(kept(HOME));
    const bad = await request(t.http).put('/api/home/customer/addresses/42').set(...bearer(me)).send(HOME).expect(400);
    expect(bad.body.error).toBe('id must be a UUID');
  });
});

describe('PUT /api/home/customer/addresses/{id}/default', () => {
  it('moves the default in one step, and twice at once still leaves exactly one', async () => {
    const me = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    const office = (await add(me, OFFICE).expect(201)).body.address as AddressBody;
    const response = await request(t.http).put(`/api/home/customer/addresses/${office._id}/default`).set(...bearer(me)).expect(200);
    expect(response.body).toEqual({ message: 'Default address set', address: { ...office, isDefault: true } });
    await Promise.all(
      [home, office].map((a) => request(t.http).put(`/api/home/customer/addresses/${a._id}/default`).set(...bearer(me)).expect(200)),
    );
    expect((await book(me)).filter((a) => a.isDefault)).toHaveLength(1);
  });

  it('answers 404 for someone else’s address', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    await request(t.http).put(`/api/home/customer/addresses/${home._id}/default`).set(...bearer(other)).expect(404);
  });
});

describe('DELETE /api/home/customer/addresses/{id}', () => {
  it('deletes an address; deleting the default hands it to the newest one left', async () => {
    const me = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    const office = (await add(me, OFFICE).expect(201)).body.address as AddressBody;
    const third = (await add(me, { ...HOME, name: 'Ravi Verma' }).expect(201)).body.address as AddressBody;
    await t.sql.query(`UPDATE addresses SET created_at = now() - interval '1 day' WHERE id = $1`, [office._id]);
    const response = await request(t.http).delete(`/api/home/customer/addresses/${home._id}`).set(...bearer(me)).expect(200);
    expect(response.body).toEqual({ message: 'Address deleted', addressId: home._id });
    const addresses = await book(me);
    expect(addresses.map((a) => [a._id, a.isDefault])).toEqual([
      [third._id, true],
      [office._id, false],
    ]);
  });

  it('answers 404 for someone else’s address and keeps it', async () => {
    const me = await registerCustomer(t);
    const other = await registerCustomer(t);
    const home = (await add(me, HOME).expect(201)).body.address as AddressBody;
    await request(t.http).delete(`/api/home/customer/addresses/${home._id}`).set(...bearer(other)).expect(404);
    expect(await book(me)).toHaveLength(1);
  });
});
