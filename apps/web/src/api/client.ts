import { isApiErrorBody, type ApiErrorBody } from '@marketplace/contract';
import { ApiError, CLIENT_ERROR_CODES } from './ApiError.ts';

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  /** GET: sent as query parameters (null/undefined left out). */
  query?: Record<string, QueryValue>;
  /** Other methods: sent as the JSON body. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request finish when the page is left (a write made on the way to another page). */
  keepalive?: boolean;
  /** Further request headers (the QR gallery's guest key). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The API base address ('' = same origin). */
  baseUrl: string | (() => string);
  /** The bearer token to send, if any. */
  getToken?: () => string | null | undefined;
  /**
   * Told when a request that carried a token is answered 401: the session behind that token has
   * ended (a logout elsewhere, a block, a password reset), whatever the request was.
   */
  onSessionEnded?: (token: string) => void;
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  request<T>(method: string, path: string, options?: RequestOptions): Promise<T>;
}

function buildUrl(base: string, path: string, query: RequestOptions['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const suffix = search.size > 0 ? `?${search.toString()}` : '';
  return `${base.replace(/\/+$/, '')}${path}${suffix}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A small typed JSON client: bearer token when there is one, 2xx = success,
 * anything else throws an ApiError carrying the server's error code. No time-out (spec §9).
 */
/** The seconds an error answer says to wait: its `retry_after`, else its Retry-After header (in seconds). */
function retryAfterOf(payload: ApiErrorBody, response: Response): number | undefined {
  const fromBody = payload.error.retry_after;
  if (typeof fromBody === 'number' && Number.isFinite(fromBody) && fromBody > 0) return fromBody;
  const fromHeader = Number(response.headers.get('retry-after') ?? '');
  return Number.isFinite(fromHeader) && fromHeader > 0 ? fromHeader : undefined;
}

export function createApiClient({ baseUrl, getToken, onSessionEnded, fetch: fetchImpl }: ApiClientOptions): ApiClient {
  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
    const base = typeof baseUrl === 'function' ? baseUrl() : baseUrl;
    const headers: Record<string, string> = { ...options.headers, accept: 'application/json' };
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    const hasBody = method !== 'GET' && method !== 'HEAD' && options.body !== undefined;
    if (hasBody) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await (fetchImpl ?? globalThis.fetch)(buildUrl(base, path, options.query), {
        method,
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        credentials: 'include',
        signal: options.signal,
        ...(options.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(CLIENT_ERROR_CODES.NETWORK, cause instanceof Error ? cause.message : String(cause), 0);
    }

    const payload = await readJson(response);
    if (response.ok) return payload as T;
    if (response.status === 401 && token) onSessionEnded?.(token);
    if (isApiErrorBody(payload)) {
      // The server spreads a refusal's details into `error` beside the standard keys.
      const {
        code,
        message,
        fields,
        retry_after: _retryAfter,
        ...details
      } = payload.error as typeof payload.error & Record<string, unknown>;
      throw new ApiError(code, message, response.status, fields, retryAfterOf(payload, response), details);
    }
    throw new ApiError(CLIENT_ERROR_CODES.UNEXPECTED_RESPONSE, `${method} ${path} answered ${response.status}`, response.status);
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
  };
}
