import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema.js';

export type { components, paths };
export type Schemas = components['schemas'];

/** Every non-2xx answer of the API, in one shape: `{ error, statusCode, code }` on the wire. */
/** A body field the server refused, with its sentences (the validation answers' `fields`). */
export type ApiFieldError = { field: string; messages: string[] };

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The fields a 400 names, so a form can show each sentence at its field; empty otherwise. */
  readonly fields: readonly ApiFieldError[];

  constructor(status: number, code: string, message: string, fields: readonly ApiFieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export type ApiClientOptions = {
  /** Origin the API lives on; '' for the same origin as the page. */
  baseUrl?: string;
  /** The bearer token to send, if any, read fresh for every request. */
  getToken?: () => string | null | undefined;
  /** Called when an authenticated request answers 401 (expired or revoked token). */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
};

export type ApiClient = Client<paths>;

type ErrorBody = { error?: unknown; message?: unknown; code?: unknown; fields?: unknown };

/** The well-formed entries of a body's `fields`. */
function fieldErrorsOf(fields: unknown): ApiFieldError[] {
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { field, messages } = entry as { field?: unknown; messages?: unknown };
    if (typeof field !== 'string' || !Array.isArray(messages)) return [];
    return [{ field, messages: messages.filter((message): message is string => typeof message === 'string') }];
  });
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: ErrorBody = {};
  try {
    body = (await response.clone().json()) as ErrorBody;
  } catch {
    // not JSON: fall back to the status line
  }
  const message =
    typeof body.error === 'string'
      ? body.error
      : typeof body.message === 'string'
        ? body.message
        : `Request failed with status code ${response.status}`;
  const code = typeof body.code === 'string' ? body.code : 'HTTP_' + response.status;
  return new ApiError(response.status, code, message, fieldErrorsOf(body.fields));
}

/** The one typed client: storefront and console talk to the server only through it. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    fetch: options.fetch,
  });
  const middleware: Middleware = {
    onRequest({ request }) {
      const token = options.getToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ request, response }) {
      if (response.ok) return response;
      if (response.status === 401 && request.headers.has('Authorization')) options.onUnauthorized?.();
      throw await toApiError(response);
    },
    onError({ error }) {
      if (error instanceof ApiError) return error;
      return new ApiError(0, 'NETWORK_ERROR', 'Network Error');
    },
  };
  client.use(middleware);
  return client;
}

/** The body of a successful answer (the client throws ApiError for every other answer). */
export function ok<T>(result: { data?: T; response: Response }): T {
  if (result.data === undefined) {
    throw new ApiError(result.response.status, 'EMPTY_RESPONSE', 'The server sent an empty answer.');
  }
  return result.data;
}
