/**
 * Whether an error means the database cannot be reached just now, rather than that a query was wrong: PostgreSQL
 * stopped or restarting, the connection cut, none to be had in time. Such a request is answered 503 with Retry-After
 * (the error filter), and the pool opens fresh connections once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailable(error, 0);
}

/** SQLSTATE classes and codes of a server going away or not taking connections (PostgreSQL's appendix A). */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: a fast or smart shutdown
  '57P02', // crash_shutdown: another backend crashed, or the postmaster was killed
  '57P03', // cannot_connect_now: starting up, in recovery, shutting down
  '53300', // too_many_connections
]);
// Class 08, connection exceptions (08000, 08003, 08006 …).
const CONNECTION_EXCEPTION = /^08/;

/** Errors of the socket under the connection (Node's system error codes). */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNABORTED']);

/** What node-postgres and its pool say, without a code, when a connection ends or none comes in time. */
const DRIVER_MESSAGES = [
  /^Connection terminated\b/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Query read timeout$/,
];

/**
 * TypeORM's errors for a query on a runner whose connection it let go: it does so when the connection fails under a
 * transaction, and the transaction's next statement (or its COMMIT) then fails with one of these.
 */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);

function unavailable(error: unknown, depth: number): boolean {
  if (depth > 5 || error === null || typeof error !== 'object') return false;
  const { name, code, message, driverError, cause, errors } = error as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    driverError?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name)) return true;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || CONNECTION_EXCEPTION.test(code) || SOCKET_CODES.has(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // TypeORM's QueryFailedError keeps the driver's error; a refused connection to a name with several addresses is an AggregateError.
  if (unavailable(driverError, depth + 1) || unavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => unavailable(inner, depth + 1));
}
