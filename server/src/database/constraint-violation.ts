import { QueryFailedError } from 'typeorm';

/** The constraint a failed write broke, with its PostgreSQL error code; undefined for any other error. */
function violation(error: unknown): { code?: string; constraint?: string } | undefined {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
}

/** Whether `error` is the unique index (or constraint) `index` refusing a row (PostgreSQL error 23505). */
export function uniqueViolation(error: unknown, index: string): boolean {
  const cause = violation(error);
  return cause?.code === '23505' && cause.constraint === index;
}

/**
 * Whether `error` is the foreign key `constraint` keeping a referenced row from being deleted. PostgreSQL 17 and later
 * report an ON DELETE RESTRICT key as restrict_violation (23001), older ones and NO ACTION keys as
 * foreign_key_violation (23503); the embedded PostgreSQL and a server's may differ.
 */
export function stillReferenced(error: unknown, constraint: string): boolean {
  const cause = violation(error);
  return (cause?.code === '23001' || cause?.code === '23503') && cause.constraint === constraint;
}
