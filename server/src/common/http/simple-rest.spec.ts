import { listOrder, listOrderSql, listSort, parseListQuery } from './simple-rest.js';

describe('parseListQuery', () => {
  const sortable = listSort({ name: 'u.name', createdAt: 'u.created_at' }, 'u.id', { field: 'createdAt', order: 'DESC' });

  it('reads sort, range and filter', () => {
    expect(parseListQuery({ sort: '["name","asc"]', range: '[10,19]', filter: '{"q":"ann"}' }, sortable)).toEqual({
      sort: { field: 'name', order: 'ASC', column: 'u.name' },
      primaryKey: 'u.id',
      skip: 10,
      take: 10,
      filter: { q: 'ann' },
    });
  });

  it('falls back to defaults', () => {
    expect(parseListQuery({}, sortable)).toEqual({
      sort: { field: 'createdAt', order: 'DESC', column: 'u.created_at' },
      primaryKey: 'u.id',
      skip: 0,
      take: 25,
      filter: {},
    });
  });

  it('sorts on the primary key for id, which react-admin asks for when a list declares no sort', () => {
    expect(parseListQuery({ sort: '["id","ASC"]' }, sortable).sort).toEqual({ field: 'id', order: 'ASC', column: 'u.id' });
    expect(parseListQuery({ sort: '["id","DESC"]' }, sortable).sort).toEqual({ field: 'id', order: 'DESC', column: 'u.id' });
  });

  it('refuses an unknown sort field, bad JSON and a reversed range', () => {
    expect(() => parseListQuery({ sort: '["password","ASC"]' }, sortable)).toThrow('sort can be on name, createdAt, id, not password');
    // Only the list's own fields: not what every object has.
    expect(() => parseListQuery({ sort: '["constructor","ASC"]' }, sortable)).toThrow(/not constructor/);
    expect(() => parseListQuery({ range: '[0,' }, sortable)).toThrow(/range must be JSON/);
    expect(() => parseListQuery({ range: '[5,1]' }, sortable)).toThrow(/range must look like/);
  });

  it('caps a page at 500 rows', () => {
    expect(parseListQuery({ range: '[0,99999]' }, sortable).take).toBe(500);
  });
});

describe('listOrder', () => {
  const sortable = listSort({ position: 'b.position', createdAt: 'b.created_at' }, 'b.id', { field: 'position', order: 'ASC' });

  it('breaks ties by the columns given, then by the primary key, ascending', () => {
    const query = parseListQuery({ sort: '["position","DESC"]' }, sortable);
    expect(Object.entries(listOrder(query, 'b.created_at'))).toEqual([
      ['b.position', 'DESC'],
      ['b.created_at', 'ASC'],
      ['b.id', 'ASC'],
    ]);
    expect(listOrderSql(query)).toBe('b.position DESC, b.id ASC');
  });

  it('names each column once, keeping the direction asked for', () => {
    expect(listOrderSql(parseListQuery({ sort: '["id","DESC"]' }, sortable))).toBe('b.id DESC');
    expect(listOrderSql(parseListQuery({ sort: '["createdAt","DESC"]' }, sortable), 'b.created_at')).toBe('b.created_at DESC, b.id ASC');
  });
});
