// The one place the app calls the API: bearer header, credentials, JSON only with a body, errors as `status: body`.
// It builds no schema of its own: it is in every page's first load, and building zod schemas there cost the pages that
// need none (a visitor's FAQ) tens of milliseconds on a slow phone. A call's own schema comes with the call.
import type { ZodMiniType } from 'zod/mini';
import { ERROR_CODES, type ErrorCode } from '../../contracts/error-codes';
import type { ErrorBody } from '../../contracts/errors';
import { authStorage } from './auth-storage';
import { isRecord } from './is-record';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    /** The server's error body when it sent one. */
    readonly body: ErrorBody | undefined,
    /** The raw body, for callers that read other fields (e.g. shouldRedirectToWaitlist, useGoogleAuth). */
    readonly raw: unknown,
  ) {
    super(message);
  }

  /** The server's user-facing message, if it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions<T> {
  body?: unknown;
  /** Parses the response; without it the result is unknown. */
  schema?: ZodMiniType<T>;
  /** With 'null', a 401 answers null instead of failing (spec section 7's GET helper). */
  on401?: 'throw' | 'null';
  signal?: AbortSignal;
  /** Sends this token instead of the stored one (logout revokes each stored session by its own token). */
  bearer?: string;
  /** Lets the request outlive the page (a logout followed at once by a navigation). */
  keepalive?: boolean;
  /** Extra request headers, e.g. the payment call's Idempotency-Key. */
  headers?: Record<string, string>;
  /** The response of this very call, already on its way (a page's first read started by its document: first-reads.ts). */
  answer?: Promise<Response>;
}

/** What a read function takes: its query's abort signal, or the answer its page's document already asked for. */
export type ReadOptions = Pick<RequestOptions<unknown>, 'signal' | 'answer'>;

/**
 * The headers every call sends: the bearer token (admin first), JSON accepted unless the caller asks for another
 * type (a CSV download), JSON content type with a body.
 */
export function requestHeaders(
  options: { headers?: Record<string, string>; bearer?: string },
  hasBody: boolean,
) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const bearer = options.bearer ?? authStorage.getBearer();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (hasBody) headers['content-type'] = 'application/json';
  return headers;
}

/** The body as the one error body (contracts/errors.ts, errorBodySchema), or undefined if it is not one. */
export function errorBodyOf(raw: unknown): ErrorBody | undefined {
  if (!isRecord(raw) || typeof raw.message !== 'string') return undefined;
  const { message, code, fields, shouldRedirectToWaitlist } = raw;
  if (!(ERROR_CODES as readonly unknown[]).includes(code)) return undefined;
  if (
    fields !== undefined &&
    !(isRecord(fields) && Object.values(fields).every((v) => typeof v === 'string'))
  )
    return undefined;
  if (shouldRedirectToWaitlist !== undefined && typeof shouldRedirectToWaitlist !== 'boolean')
    return undefined;
  return {
    message,
    code: code as ErrorCode,
    ...(fields === undefined ? {} : { fields: fields as Record<string, string> }),
    ...(shouldRedirectToWaitlist === undefined ? {} : { shouldRedirectToWaitlist }),
  };
}

/** A non-OK response as the one error the app knows: message `status: body`, and the server's error body. */
export async function failure(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    raw = undefined;
  }
  return new ApiError(
    response.status,
    `${response.status}: ${text || response.statusText}`,
    errorBodyOf(raw),
    raw,
  );
}

/**
 * Sends one call the spec's way and answers the response once it is known to be OK (a non-OK one throws ApiError),
 * for callers that need more than the JSON body: a response header, a file. With on401 'null', a 401 answers null.
 */
export async function apiFetch(
  method: HttpMethod,
  path: string,
  options: Omit<RequestOptions<unknown>, 'schema'> = {},
): Promise<Response | null> {
  const hasBody = options.body !== undefined;
  const response = await (options.answer ??
    fetch(path, {
      method,
      headers: requestHeaders(options, hasBody),
      credentials: 'include',
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
      keepalive: options.keepalive,
    }));
  if (!response.ok) {
    if (response.status === 401 && options.on401 === 'null') return null;
    throw await failure(response);
  }
  return response;
}

export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { schema, ...rest } = options;
  const response = await apiFetch(method, path, rest);
  if (response === null) return null as T;
  if (response.status === 204) return undefined as T;
  const json: unknown = await response.json();
  return schema ? schema.parse(json) : (json as T);
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('POST', path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PATCH', path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions<T>) =>
    apiRequest<T>('PUT', path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions<T>) => apiRequest<T>('DELETE', path, options),
};

/** The server's message for each field it refused (`fields` of its error body), empty when it sent none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? (error.body?.fields ?? {}) : {};
}

/** The message to show for a failed call: the server's, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
