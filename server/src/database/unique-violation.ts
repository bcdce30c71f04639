import { QueryFailedError } from 'typeorm';

/** Whether `error` is the unique index (or constraint) `index` refusing a row (PostgreSQL error 23505). */
export function uniqueViolation(error: unknown, index: string): boolean {
  const driver = error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : undefined;
  return driver?.code === '23505' && driver.constraint === index;
}
