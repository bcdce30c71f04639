import { isDeepStrictEqual } from 'node:util';
import type { EntityManager, EntityTarget, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';

/** The values of `next` that differ from `current`; lists, JSON and dates compare by content. */
export function changedValues<T extends ObjectLiteral>(current: T, next: Partial<T>): Partial<T> {
  return Object.fromEntries(Object.entries(next).filter(([key, value]) => value !== undefined && !isDeepStrictEqual(value, current[key]))) as Partial<T>;
}

/**
 * Writes only the values that change, and nothing when none does: a record saved back as it was read (the console's
 * update sends it whole) keeps its updated_at, and no UPDATE reaches the tables' change triggers, which would clear
 * the storefront's kept answers for nothing. Answers whether anything was written.
 */
export async function updateChanged<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  id: string,
  current: T,
  next: Partial<T>,
): Promise<boolean> {
  const changes = changedValues(current, next);
  if (Object.keys(changes).length === 0) return false;
  await manager.update(target, { id }, changes as QueryDeepPartialEntity<T>);
  return true;
}

/** Inserts one record and answers the id the database gave it. */
export async function insertOne<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, values: QueryDeepPartialEntity<T>): Promise<string> {
  const result = await manager.insert(target, values);
  return (result.identifiers[0] as { id: string }).id;
}
