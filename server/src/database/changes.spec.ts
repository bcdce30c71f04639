import { changedValues } from './changes.js';

describe('changedValues', () => {
  const current = {
    name: 'Kundan Jhumka',
    stock: 4,
    points: ['22K gold', 'Kundan'],
    sections: [{ heading: 'Care', image: '', description: 'Keep it dry.' }],
    expiresAt: new Date('2026-12-31T23:59:59Z'),
    sellerId: null as string | null,
  };

  it('answers nothing for values equal by content: lists, JSON objects in any key order, dates', () => {
    expect(
      changedValues(current, {
        name: 'Kundan Jhumka',
        stock: 4,
        points: ['22K gold', 'Kundan'],
        sections: [{ description: 'Keep it dry.', heading: 'Care', image: '' }],
        expiresAt: new Date('2026-12-31T23:59:59.000Z'),
        sellerId: null,
      }),
    ).toEqual({});
  });

  it('answers only what differs, and leaves out what is not given', () => {
    expect(changedValues(current, { name: 'Kundan Jhumka', stock: 3, points: ['Kundan', '22K gold'], sellerId: undefined })).toEqual({
      stock: 3,
      points: ['Kundan', '22K gold'],
    });
    expect(changedValues(current, { expiresAt: new Date('2027-01-01T00:00:00Z'), sellerId: 'a' })).toEqual({ expiresAt: new Date('2027-01-01T00:00:00Z'), sellerId: 'a' });
  });
});
