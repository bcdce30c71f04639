import { applyDecorators, Delete, Get, HttpCode, Post, Put, type Type } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { AppError, CommonErrorCode } from '../errors/app-error.js';
import { ApiErrors } from './api-errors.decorator.js';
import { assertSafeInput } from './hostile-input.js';

export type SortOrder = 'ASC' | 'DESC';

/**
 * What a console list sorts on: the console's field names and the columns (or entity properties) behind them, the
 * primary key, and the sort when none is asked. `id` always sorts on the primary key: react-admin's
 * ra-data-simple-rest asks for `sort=["id","ASC"]` when a list declares no sort of its own.
 */
export type ListSort = {
  columns: Readonly<Record<string, string>>;
  primaryKey: string;
  fallback: { field: string; order: SortOrder };
};

/** The order of a console list of records when none is asked: newest first. */
export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

export function listSort<const Columns extends Record<string, string>>(
  columns: Columns,
  primaryKey: string,
  fallback: { field: (keyof Columns & string) | 'id'; order: SortOrder },
): ListSort {
  return { columns: { ...columns, id: primaryKey }, primaryKey, fallback };
}

/** A console list request in ra-data-simple-rest form: `sort=["f","ASC"]&range=[0,24]&filter={}`. */
export type ListQuery = {
  /** The field asked for, and the column behind it. */
  sort: { field: string; order: SortOrder; column: string };
  primaryKey: string;
  skip: number;
  take: number;
  filter: Record<string, unknown>;
};

export const MAX_PAGE = 500;

/** For @ApiOkResponse({ headers }) of console list routes. */
export const CONTENT_RANGE_HEADER = {
  'Content-Range': { description: 'e.g. customers 0-24/319: first and last index of this page, and the total', schema: { type: 'string' } },
} as const;

/** Closes the OpenAPI description of every console list route: the parameters' form and what a bad one answers. */
export const LIST_QUERY_DESCRIPTION =
  'The parameters are JSON in ra-data-simple-rest form: `sort=["field","ASC"]`, `range=[first,last]` (0-based, inclusive, ' +
  `at most ${MAX_PAGE} rows; without it the first 25) and \`filter={...}\`; filter keys not listed are ignored. Answers the page ` +
  'as an array, with `Content-Range: <resource> first-last/total`. Fails: 400 `VALIDATION_FAILED` when sort, range or ' +
  'filter is not JSON of that form, a filter value is not of its kind, or sort names a field not listed.';

// The last row a console list can be asked for: OFFSET beyond PostgreSQL's bigint fails, and no list comes near.
const MAX_ROW_INDEX = 2_147_483_647;

/** The JSON of a list parameter, its text checked like any other input (a JSON-escaped NUL is still a NUL). */
function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new AppError('invalid', CommonErrorCode.ValidationFailed, `${name} must be JSON, e.g. ${name === 'sort' ? '["id","ASC"]' : name === 'range' ? '[0,24]' : '{}'}`);
  }
  assertSafeInput(value, name);
  return value;
}

/** Parses and checks the three parameters against what the list sorts on. */
export function parseListQuery(query: { sort?: string; range?: string; filter?: string }, sortable: ListSort): ListQuery {
  const sort = parseJson('sort', query.sort);
  const range = parseJson('range', query.range);
  const filter = parseJson('filter', query.filter);

  let { field, order } = sortable.fallback;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, 'sort must look like ["field","ASC"] or ["field","DESC"]');
    }
    if (!Object.hasOwn(sortable.columns, sort[0])) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, `sort can be on ${Object.keys(sortable.columns).join(', ')}, not ${sort[0]}`);
    }
    field = sort[0];
    order = String(sort[1]).toUpperCase() as SortOrder;
  }
  const parsedSort = { field, order, column: sortable.columns[field] };

  let skip = 0;
  let take = 25;
  if (range !== undefined) {
    if (
      !Array.isArray(range) ||
      !Number.isInteger(range[0]) ||
      !Number.isInteger(range[1]) ||
      range[0] < 0 ||
      range[1] < range[0] ||
      range[1] > MAX_ROW_INDEX
    ) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, `range must look like [first, last] with 0 <= first <= last <= ${MAX_ROW_INDEX}`);
    }
    skip = range[0];
    take = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }

  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
    throw new AppError('invalid', CommonErrorCode.ValidationFailed, 'filter must be a JSON object');
  }
  return { sort: parsedSort, primaryKey: sortable.primaryKey, skip, take, filter: (filter as Record<string, unknown>) ?? {} };
}

/**
 * A list's ORDER BY, for a query builder's orderBy(): the sort asked for, then `ties` ascending, then the primary
 * key, each once, so that rows of equal value keep one order from page to page.
 */
export function listOrder(query: ListQuery, ...ties: string[]): Record<string, SortOrder> {
  const order: Record<string, SortOrder> = { [query.sort.column]: query.sort.order };
  for (const column of [...ties, query.primaryKey]) order[column] ??= 'ASC';
  return order;
}

/** listOrder as the text of an SQL ORDER BY clause (without the keywords). */
export function listOrderSql(query: ListQuery, ...ties: string[]): string {
  return Object.entries(listOrder(query, ...ties))
    .map(([column, order]) => `${column} ${order}`)
    .join(', ');
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest expects. */
export function setContentRange(response: Response, resource: string, query: ListQuery, count: number, total: number): void {
  const last = count === 0 ? query.skip : query.skip + count - 1;
  response.setHeader('Content-Range', `${resource} ${query.skip}-${last}/${total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** The Swagger plugin's metadata key for a method's answers. */
const API_RESPONSES = 'swagger/apiResponse';

/**
 * Forgets the 200 answer the Swagger CLI plugin inferred from the method's return type: ConsoleList and ConsoleRoute
 * declare the answer themselves (a list with Content-Range; a created record as 201, which the plugin cannot tell
 * without a @Post of its own to see), as @ApiOkResponse written on the method would, which the plugin then leaves alone.
 */
const withoutInferredAnswer: MethodDecorator = (_target, _key, descriptor) => {
  const responses = Reflect.getMetadata(API_RESPONSES, descriptor.value as object) as Record<string, unknown> | undefined;
  if (responses) Reflect.defineMetadata(API_RESPONSES, Object.fromEntries(Object.entries(responses).filter(([status]) => status !== '200')), descriptor.value as object);
};

/**
 * A console list route (GET on the resource): documented with its sort, range and filter parameters, answering an
 * array of `type` with Content-Range. `operation.description` says what the list holds; the parameters' form follows it.
 */
export function ConsoleList(type: Type, operation: { summary: string; description: string }) {
  // Applied in this order, as the same decorators stacked on a method would be (bottom first).
  return applyDecorators(
    withoutInferredAnswer,
    ApiErrors(400, 401, 403),
    ApiOkResponse({ type: [type], headers: CONTENT_RANGE_HEADER }),
    ApiOperation({ summary: operation.summary, description: operation.description + LIST_QUERY_DESCRIPTION }),
    Get(),
  );
}

/** The console's routes on one record of a resource, besides its list: the HTTP method and path of each. */
const CONSOLE_ROUTES = {
  create: Post(),
  get: Get(':id'),
  replace: Put(':id'),
  delete: Delete(':id'),
} as const;

/**
 * A console route on one record (ra-data-simple-rest): `create` (POST on the resource, 201) or `get`, `replace` and
 * `delete` (GET, PUT and DELETE on /:id), answering the record as `type`. Documented with the 400, 401 and 403 every
 * console route can give and the `errors` it adds (404, 409).
 */
export function ConsoleRoute(kind: keyof typeof CONSOLE_ROUTES, type: Type, errors: number[], operation: { summary: string; description: string }) {
  // Applied in this order, as the same decorators stacked on a method would be (bottom first).
  return applyDecorators(
    withoutInferredAnswer,
    ApiErrors(400, 401, 403, ...errors),
    kind === 'create' ? ApiCreatedResponse({ type }) : ApiOkResponse({ type }),
    ApiOperation(operation),
    CONSOLE_ROUTES[kind],
  );
}

/**
 * A console action on one record besides saving it (approve, refund, retry …): POST on /:id/`action`, answering the
 * record as `type` with 200. Documented with the 400, 401 and 403 every console route can give, 404 for an unknown
 * record and 409 for one whose state refuses the action.
 */
export function ConsoleAction(action: string, type: Type, operation: { summary: string; description: string }) {
  // Applied in this order, as the same decorators stacked on a method would be (bottom first).
  return applyDecorators(
    withoutInferredAnswer,
    ApiErrors(400, 401, 403, 404, 409),
    ApiOkResponse({ type }),
    ApiOperation(operation),
    HttpCode(200),
    Post(`:id/${action}`),
  );
}

/** A console list's page: the rows of one range, and the count of every row the list could show. */
export type ListPage<Row> = { rows: Row[]; total: number };

/** A page found by a repository, each row made into its answer (`toDto`), the count kept. */
export function mapPage<Row, Dto>(page: ListPage<Row>, toDto: (row: Row) => Dto): ListPage<Dto> {
  return { rows: page.rows.map(toDto), total: page.total };
}

/** One page of a console list: the parameters checked against `sortable`, the rows `page` finds, their Content-Range. */
export async function answerListPage<Row>(
  response: Response,
  resource: string,
  query: { sort?: string; range?: string; filter?: string },
  sortable: ListSort,
  page: (query: ListQuery) => Promise<{ rows: Row[]; total: number }>,
): Promise<Row[]> {
  const parsed = parseListQuery(query, sortable);
  const { rows, total } = await page(parsed);
  setContentRange(response, resource, parsed, rows.length, total);
  return rows;
}
