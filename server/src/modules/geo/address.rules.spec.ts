import { checkAddress } from './address.rules.js';
import { COUNTRIES, countryByCode } from './countries.js';

const JAIPUR = { name: 'Asha Verma', address: '14 Mahaveer Marg', phone: '98290 41127', post: '302029', province: 'Rajasthan', city: 'Jaipur', area: 'Sanganer' };
const NEW_YORK = { name: 'Emily Carter', address: '350 Fifth Avenue', phone: '+1 (212) 736-3100', post: '10118', province: 'NY', city: 'New York', area: '', country: 'us' };

describe('checkAddress', () => {
  it('takes an Indian address without a country as India, with the phone in E.164', () => {
    const { address, problems } = checkAddress(JAIPUR);
    expect(problems).toEqual([]);
    expect(address).toEqual({ ...JAIPUR, phone: '+919829041127', country: 'IN' });
  });

  it("spells the state as GST does and tidies the PIN", () => {
    const { address, problems } = checkAddress({ ...JAIPUR, province: 'rajasthan', post: '302 029' });
    expect(problems).toEqual([]);
    expect(address).toMatchObject({ province: 'Rajasthan', post: '302029' });
  });

  it('refuses a PIN India Post does not have, a malformed one, and one in another state', () => {
    expect(checkAddress({ ...JAIPUR, post: '999999' }).problems).toEqual([{ field: 'post', message: 'No PIN code 999999 in India' }]);
    expect(checkAddress({ ...JAIPUR, post: '30202' }).problems).toEqual([{ field: 'post', message: 'post must be a 6-digit PIN code, e.g. 302029 (got "30202")' }]);
    expect(checkAddress({ ...JAIPUR, province: 'Gujarat' }).problems).toEqual([{ field: 'post', message: 'PIN 302029 is in Rajasthan, not Gujarat' }]);
  });

  it('needs an Indian state and the area in India', () => {
    expect(checkAddress({ ...JAIPUR, province: 'Narnia' }).problems).toEqual([{ field: 'province', message: 'province "Narnia" is not a state or union territory of India' }]);
    expect(checkAddress({ ...JAIPUR, province: '' }).problems.map((problem) => problem.field)).toEqual(['province']);
    expect(checkAddress({ ...JAIPUR, area: '' }).problems).toEqual([{ field: 'area', message: 'area is required, at most 120 characters' }]);
  });

  it('takes a US address with a ZIP code, a state by its code and a +1 phone', () => {
    const { address, problems } = checkAddress(NEW_YORK);
    expect(problems).toEqual([]);
    expect(address).toMatchObject({ country: 'US', province: 'New York', post: '10118', phone: '+12127363100', area: '' });
    expect(checkAddress({ ...NEW_YORK, post: '10118-0110' }).problems).toEqual([]);
  });

  it('refuses a bad ZIP code, a state the country does not have, and a phone that is no number there', () => {
    expect(checkAddress({ ...NEW_YORK, post: '1011' }).problems).toEqual([{ field: 'post', message: 'post "1011" is not a ZIP code of United States of America' }]);
    expect(checkAddress({ ...NEW_YORK, province: 'Ontario' }).problems).toEqual([{ field: 'province', message: 'province "Ontario" is not a state of United States of America' }]);
    expect(checkAddress({ ...NEW_YORK, province: '' }).problems[0]).toMatchObject({ field: 'province', message: expect.stringMatching(/^province is required in United States of America/) });
    expect(checkAddress({ ...NEW_YORK, phone: '12345' }).problems).toEqual([
      { field: 'phone', message: 'phone "12345" is not a valid phone number: give it with its country code (+1 for United States of America)' },
    ]);
  });

  it('takes a UK postcode in any case, with no county, and a UAE address without a postal code', () => {
    const london = checkAddress({ ...NEW_YORK, country: 'GB', post: 'sw1a 1aa', province: '', city: 'London', phone: '+44 20 7946 0958' });
    expect(london.problems).toEqual([]);
    expect(london.address).toMatchObject({ post: 'SW1A 1AA', province: '', phone: '+442079460958' });
    expect(checkAddress({ ...NEW_YORK, country: 'GB', post: '10118', province: '', phone: '+44 20 7946 0958' }).problems.map((problem) => problem.field)).toEqual(['post']);
    const dubai = checkAddress({ ...NEW_YORK, country: 'AE', post: '', province: 'Dubai', city: 'Dubai', phone: '+971 50 123 4567' });
    expect(dubai.problems).toEqual([]);
    expect(dubai.address).toMatchObject({ post: '', province: 'Dubai', country: 'AE' });
  });

  it('takes a phone number of another country than the address', () => {
    expect(checkAddress({ ...NEW_YORK, phone: '+91 98290 41127' }).problems).toEqual([]);
  });

  it('refuses a country code that names no country', () => {
    expect(checkAddress({ ...NEW_YORK, country: 'XX' }).problems).toEqual([{ field: 'country', message: 'country must be an ISO 3166-1 alpha-2 code such as IN, US or GB (got "XX")' }]);
  });
});

describe('COUNTRIES', () => {
  it('lists India first with its GST states, then every other ISO country by name', () => {
    expect(COUNTRIES[0]).toMatchObject({ code: 'IN', name: 'India', callingCode: '91', postalCodeLabel: 'PIN code', postalCodeRequired: true });
    expect(COUNTRIES[0].subdivisions).toHaveLength(36);
    expect(COUNTRIES.length).toBeGreaterThan(240);
    const rest = COUNTRIES.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
  });

  it('knows what the US, Canada, Australia and the UAE call their postal codes and states', () => {
    expect(countryByCode('us')).toMatchObject({ postalCodeLabel: 'ZIP code', subdivisionLabel: 'State', callingCode: '1' });
    expect(countryByCode('US')?.subdivisions).toContainEqual({ code: 'CA', name: 'California' });
    expect(countryByCode('CA')?.subdivisions).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect(countryByCode('AU')?.subdivisions).toContainEqual({ code: 'NSW', name: 'New South Wales' });
    expect(countryByCode('AE')).toMatchObject({ subdivisionLabel: 'Emirate', postalCodeRequired: false });
    expect(countryByCode('GB')).toMatchObject({ postalCodeLabel: 'Postcode', postalCodeRequired: true, subdivisions: [] });
  });
});
