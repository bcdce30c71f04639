import { replaceInSlot } from './gift.rules.js';

describe('replaceInSlot', () => {
  it('puts the new picture in the old one’s slot, keeping the order', () => {
    expect(replaceInSlot(['/a', '/b', '/c'], '/b', '/n')).toEqual(['/a', '/n', '/c']);
    expect(replaceInSlot(['/a'], '/a', '/n')).toEqual(['/n']);
  });

  it('replaces only the first slot when a picture is shown twice', () => {
    expect(replaceInSlot(['/a', '/b', '/a'], '/a', '/n')).toEqual(['/n', '/b', '/a']);
  });

  it('answers undefined for a picture the gift does not show', () => {
    expect(replaceInSlot(['/a', '/b'], '/z', '/n')).toBeUndefined();
  });
});
