import { parseListQuery } from './simple-rest.js';

describe('parseListQuery', () => {
  const sortable = ['name', 'createdAt'];
  const fallback = { field: 'createdAt', order: 'DESC' as const };

  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["name","asc"]', range: '[10,19]', filter: '{"q":"ann"}' }, sortable, fallback)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      skip: 10,
      take: 10,
      filter: { q: 'ann' },
    });
  });

  it('falls back to defaults', () => {
    expect(parseListQuery({}, sortable, fallback)).toEqual({ sort: fallback, skip: 0, take: 25, filter: {} });
  });

  it('refuses an unknown sort field, bad JSON and a reversed range', () => {
    expect(() => parseListQuery({ sort: '["password","ASC"]' }, sortable, fallback)).toThrow(/sort can be on name, createdAt/);
    expect(() => parseListQuery({ range: '[0,' }, sortable, fallback)).toThrow(/range must be JSON/);
    expect(() => parseListQuery({ range: '[5,1]' }, sortable, fallback)).toThrow(/range must look like/);
  });

  it('caps a page at 500 rows', () => {
    expect(parseListQuery({ range: '[0,99999]' }, sortable, fallback).take).toBe(500);
  });
});
