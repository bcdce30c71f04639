import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './unavailable.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a refused connection to each address of a name', new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], '')],
    ['a fast shutdown (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a crashed server (57P02)', withCode('terminating connection because of crash of another server process', '57P02')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (08006)', withCode('connection failure', '08006')],
    ['a connection cut under a query', new Error('Connection terminated unexpectedly')],
    ['no pool connection in time', new Error('timeout exceeded when trying to connect')],
    ['a broken client', new Error('Client has encountered a connection error and is not queryable')],
    ['a cut connection inside a TypeORM query error', new QueryFailedError('SELECT 1', [], new Error('Connection terminated unexpectedly'))],
    ['the next statement of a transaction whose connection failed', new QueryRunnerProviderAlreadyReleasedError()],
    ['the COMMIT of a transaction whose connection failed', new QueryRunnerAlreadyReleasedError()],
    ['a refused connection kept as a cause', new Error('could not place the order', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', new QueryFailedError('INSERT', [], withCode('duplicate key value violates unique constraint', '23505'))],
    ['a syntax error', withCode('syntax error at or near "x"', '42601')],
    ['a plain error', new Error('something else')],
    ['nothing', undefined],
    ['a string', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
