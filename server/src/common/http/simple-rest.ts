import type { Response } from 'express';
import { AppError, CommonErrorCode } from '../errors/app-error.js';

/** A console list request in ra-data-simple-rest form: `sort=["f","ASC"]&range=[0,24]&filter={}`. */
export type ListQuery = {
  sort: { field: string; order: 'ASC' | 'DESC' };
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

function parseJson(name: string, raw: string | undefined): unknown {
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw new AppError('invalid', CommonErrorCode.ValidationFailed, `${name} must be JSON, e.g. ${name === 'sort' ? '["id","ASC"]' : name === 'range' ? '[0,24]' : '{}'}`);
  }
}

/** Parses and checks the three parameters; `sortable` maps the console's field names to what may be sorted on. */
export function parseListQuery(
  query: { sort?: string; range?: string; filter?: string },
  sortable: readonly string[],
  defaultSort: ListQuery['sort'],
): ListQuery {
  const sort = parseJson('sort', query.sort);
  const range = parseJson('range', query.range);
  const filter = parseJson('filter', query.filter);

  let parsedSort = defaultSort;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, 'sort must look like ["field","ASC"] or ["field","DESC"]');
    }
    if (!sortable.includes(sort[0])) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, `sort can be on ${sortable.join(', ')}, not ${sort[0]}`);
    }
    parsedSort = { field: sort[0], order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }

  let skip = 0;
  let take = 25;
  if (range !== undefined) {
    if (!Array.isArray(range) || !Number.isInteger(range[0]) || !Number.isInteger(range[1]) || range[0] < 0 || range[1] < range[0]) {
      throw new AppError('invalid', CommonErrorCode.ValidationFailed, 'range must look like [first, last] with 0 <= first <= last');
    }
    skip = range[0];
    take = Math.min(range[1] - range[0] + 1, MAX_PAGE);
  }

  if (filter !== undefined && (typeof filter !== 'object' || filter === null || Array.isArray(filter))) {
    throw new AppError('invalid', CommonErrorCode.ValidationFailed, 'filter must be a JSON object');
  }
  return { sort: parsedSort, skip, take, filter: (filter as Record<string, unknown>) ?? {} };
}

/** Sets `Content-Range: <resource> <first>-<last>/<total>` as ra-data-simple-rest expects. */
export function setContentRange(response: Response, resource: string, query: ListQuery, count: number, total: number): void {
  const last = count === 0 ? query.skip : query.skip + count - 1;
  response.setHeader('Content-Range', `${resource} ${query.skip}-${last}/${total}`);
  response.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}
