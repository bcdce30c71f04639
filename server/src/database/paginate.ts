import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { SortOrder } from '../common/http/simple-rest.js';

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
