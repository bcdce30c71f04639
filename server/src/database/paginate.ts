import type { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { type ListQuery, listOrderSql, type SortOrder } from '../common/http/simple-rest.js';

/** Which rows of a list a page holds: how many to pass over, and how many at most. */
export type PageWindow = { skip: number; take: number };

/**
 * One page of a list and the count of every row it could show, in the order of `sortMap` (`alias.property` → direction,
 * the primary key last so that equal values keep one order from page to page). TypeORM's skip/take, not offset/limit:
 * with a one-to-many join, LIMIT would count joined rows, not entities (skip/take pages over the entities' ids first).
 */
export async function paginate<Entity extends ObjectLiteral>(
  builder: SelectQueryBuilder<Entity>,
  window: PageWindow,
  sortMap: Readonly<Record<string, SortOrder>>,
): Promise<{ rows: Entity[]; total: number }> {
  const [rows, total] = await builder.orderBy({ ...sortMap }).skip(window.skip).take(window.take).getManyAndCount();
  return { rows, total };
}

/**
 * One page of a raw-SQL listing in the list's sort order, and the count of every row it could show. Both statements
 * read `from` filtered by `where`, whose `params` are $1 … $n (LIMIT and OFFSET follow them); the page also takes
 * `joins`, which only add columns, so the count leaves them out. `db`: the data source or a transaction's manager.
 */
export async function queryPage<Row>(
  db: Pick<EntityManager, 'query'>,
  list: ListQuery,
  sql: { select: string; from: string; joins?: string; where: string },
  params: readonly unknown[],
): Promise<{ rows: Row[]; total: number }> {
  const joins = sql.joins ? ` ${sql.joins}` : '';
  const rows = (await db.query(
    `SELECT ${sql.select} FROM ${sql.from}${joins} WHERE ${sql.where} ORDER BY ${listOrderSql(list)} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, list.take, list.skip],
  )) as Row[];
  const [count] = (await db.query(`SELECT count(*)::int AS total FROM ${sql.from} WHERE ${sql.where}`, [...params])) as { total: number }[];
  return { rows, total: count?.total ?? 0 };
}
