import request from 'supertest';
import type { components } from '../../../openapi/schema.js';
import { testAppOfFile } from '../helpers/accounts.js';
import { expectError } from '../helpers/errors.js';

type PinPlace = components['schemas']['PinPlaceResponseDto'];
type Countries = components['schemas']['CountriesResponseDto'];

const t = testAppOfFile();

describe('GET /api/pincodes/{pin}', () => {
  it("answers a PIN's district, state and GST state code to anyone, cacheable", async () => {
    const response = await request(t.http).get('/api/pincodes/302029').expect(200);
    expect(response.body as PinPlace).toEqual({ pin: '302029', district: 'Jaipur', state: 'Rajasthan', stateCode: '08' });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const delhi = await request(t.http).get('/api/pincodes/110001').expect(200);
    expect(delhi.body).toEqual({ pin: '110001', district: 'New Delhi', state: 'Delhi', stateCode: '07' });
  });

  it('is 404 for a PIN India Post does not have', async () => {
    await expectError(request(t.http).get('/api/pincodes/999999'), 404, 'PIN_NOT_FOUND', 'No PIN code 999999 in India.');
  });

  it.each(['30202', '3020299', '012345', 'abcdef', '30%202a'])('is 400 for %s, which is no PIN', async (pin) => {
    const response = await request(t.http).get(`/api/pincodes/${pin}`).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'PIN_MALFORMED', error: expect.stringMatching(/^A PIN code is 6 digits, the first not 0, e\.g\. 302029 \(got ".*"\)\.$/) });
  });
});

describe('GET /api/countries', () => {
  it('lists India first with its states, and what a US or UK address needs', async () => {
    const response = await request(t.http).get('/api/countries').expect(200);
    const { countries } = response.body as Countries;
    expect(countries[0]).toMatchObject({ code: 'IN', name: 'India', callingCode: '91', postalCodeLabel: 'PIN code', postalCodeRequired: true, subdivisionLabel: 'State' });
    expect(countries[0].subdivisions).toContainEqual({ code: '08', name: 'Rajasthan' });
    expect(countries.find((country) => country.code === 'US')).toMatchObject({ name: 'United States of America', callingCode: '1', postalCodeLabel: 'ZIP code' });
    expect(countries.find((country) => country.code === 'GB')).toMatchObject({ postalCodeLabel: 'Postcode', subdivisions: [] });
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
  });
});
