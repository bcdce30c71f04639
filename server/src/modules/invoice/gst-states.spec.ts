import { FOREIGN_COUNTRY_CODE, GST_STATES, placeOfSupplyLabel, stateByCode, stateByName } from './gst-states.js';

describe('GST state codes', () => {
  it('runs from 01 Jammu and Kashmir to 38 Ladakh, with 97 Other Territory and 96 for abroad', () => {
    expect(GST_STATES[0]).toEqual({ code: '01', name: 'Jammu and Kashmir', kind: 'union_territory' });
    expect(stateByCode('38')?.name).toBe('Ladakh');
    expect(stateByCode('97')?.name).toBe('Other Territory');
    expect(stateByCode(FOREIGN_COUNTRY_CODE)).toEqual({ code: '96', name: 'Other Countries', kind: 'foreign' });
    expect(GST_STATES).toHaveLength(38);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
  });

  it('knows the codes GSTINs start with, and not the retired ones', () => {
    expect(stateByCode('08')?.name).toBe('Rajasthan');
    expect(stateByCode('07')?.name).toBe('Delhi');
    expect(stateByCode('27')?.name).toBe('Maharashtra');
    expect(stateByCode('29')?.name).toBe('Karnataka');
    expect(stateByCode('33')?.name).toBe('Tamil Nadu');
    expect(stateByCode('26')?.name).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateByCode('37')?.name).toBe('Andhra Pradesh');
    expect(stateByCode('25')).toBeUndefined();
    expect(stateByCode('28')).toBeUndefined();
    expect(stateByCode('8')).toBeUndefined();
  });

  it('finds the states our address form and seed addresses name', () => {
    const provinces = ['Rajasthan', 'Karnataka', 'Maharashtra', 'Delhi', 'Kerala', 'Uttar Pradesh', 'Chandigarh', 'West Bengal'];
    for (const province of [...provinces, 'Uttarakhand', 'Punjab', 'Tamil Nadu', 'Telangana', 'Gujarat']) {
      expect(stateByName(province)?.name).toBe(province);
    }
  });

  it('reads a name however it is typed', () => {
    expect(stateByName('  tamil   nadu ')?.code).toBe('33');
    expect(stateByName('RAJASTHAN')?.code).toBe('08');
    expect(stateByName('Jammu & Kashmir')?.code).toBe('01');
    expect(stateByName('J&K')?.code).toBe('01');
    expect(stateByName('Andaman & Nicobar Islands')?.code).toBe('35');
    expect(stateByName('Orissa')?.code).toBe('21');
    expect(stateByName('Pondicherry')?.code).toBe('34');
    expect(stateByName('New Delhi')?.code).toBe('07');
    expect(stateByName('N.C.T. of Delhi')?.code).toBe('07');
    expect(stateByName('Daman and Diu')?.code).toBe('26');
    expect(stateByName('Atlantis')).toBeUndefined();
    expect(stateByName('')).toBeUndefined();
  });

  it('labels a place of supply as an invoice prints it', () => {
    expect(placeOfSupplyLabel(stateByName('Rajasthan')!)).toBe('08-Rajasthan');
  });
});
