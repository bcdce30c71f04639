import { FOREIGN_COUNTRY_CODE, GST_STATES, placeOfSupplyLabel, stateByCode, stateByName } from './gst-states.js';
import { itAnswers } from '../../../test/helpers/answers.js';

describe('GST state codes', () => {
  it('runs from 01 Jammu and Kashmir to 38 Ladakh, with 97 Other Territory and 96 for abroad', () => {
    expect(GST_STATES[0]).toEqual({ code: '01', name: 'Jammu and Kashmir', kind: 'union_territory' });
    expect(stateByCode('38')?.name).toBe('Ladakh');
    expect(stateByCode('97')?.name).toBe('Other Territory');
    expect(stateByCode(FOREIGN_COUNTRY_CODE)).toEqual({ code: '96', name: 'Other Countries', kind: 'foreign' });
    expect(GST_STATES).toHaveLength(38);
    expect(new Set(GST_STATES.map((state) => state.code)).size).toBe(GST_STATES.length);
  });

  itAnswers('knows the codes GSTINs start with', (code: string) => stateByCode(code)?.name, [
    ['08', 'Rajasthan'],
    ['07', 'Delhi'],
    ['27', 'Maharashtra'],
    ['29', 'Karnataka'],
    ['33', 'Tamil Nadu'],
    ['26', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['37', 'Andhra Pradesh'],
  ]);

  itAnswers('knows no retired or malformed code', stateByCode, [
    ['25', undefined],
    ['28', undefined],
    ['8', undefined],
  ]);

  it('finds the states our address form and seed addresses name', () => {
    const provinces = ['Rajasthan', 'Karnataka', 'Maharashtra', 'Delhi', 'Kerala', 'Uttar Pradesh', 'Chandigarh', 'West Bengal'];
    for (const province of [...provinces, 'Uttarakhand', 'Punjab', 'Tamil Nadu', 'Telangana', 'Gujarat']) {
      expect(stateByName(province)?.name).toBe(province);
    }
  });

  itAnswers('reads a name however it is typed', (name: string) => stateByName(name)?.code, [
    ['  tamil   nadu ', '33'],
    ['RAJASTHAN', '08'],
    ['Jammu & Kashmir', '01'],
    ['J&K', '01'],
    ['Andaman & Nicobar Islands', '35'],
    ['Orissa', '21'],
    ['Pondicherry', '34'],
    ['New Delhi', '07'],
    ['N.C.T. of Delhi', '07'],
    ['Daman and Diu', '26'],
  ]);

  itAnswers('finds no state of an unknown name', stateByName, [
    ['Atlantis', undefined],
    ['', undefined],
  ]);

  it('labels a place of supply as an invoice prints it', () => {
    expect(placeOfSupplyLabel(stateByName('Rajasthan')!)).toBe('08-Rajasthan');
  });
});
