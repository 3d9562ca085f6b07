import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  ERROR_CODES,
  type AdminUserErrorCode,
  type ApiErrorBody,
  type AuthErrorCode,
  type CartErrorCode,
  type CatalogueErrorCode,
  type CatalogueToolsErrorCode,
  type CouponErrorCode,
  type ChatErrorCode,
  type ErrorCode,
  type HelpErrorCode,
  type LedgerErrorCode,
  type MediaErrorCode,
  type NotificationErrorCode,
  type OrderErrorCode,
  type PaymentErrorCode,
  type ReviewErrorCode,
  type FavouriteErrorCode,
  type PromotionErrorCode,
  type TestGatewayErrorCode,
  type VariationErrorCode,
} from '@marketplace/contract';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

export type AnswerCode =
  | ErrorCode
  | CouponErrorCode
  | AuthErrorCode
  | CatalogueErrorCode
  | CartErrorCode
  | MediaErrorCode
  | NotificationErrorCode
  | AdminUserErrorCode
  | ChatErrorCode
  | LedgerErrorCode
  | OrderErrorCode
  | PaymentErrorCode
  | ReviewErrorCode
  | FavouriteErrorCode
  | PromotionErrorCode
  | HelpErrorCode
  | TestGatewayErrorCode
  | CatalogueToolsErrorCode
  | VariationErrorCode;

/** A value JSON carries as it is. */
type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Extra keys of an error answer: `details` go inside `error`, `topLevel` next to it (spec-compatible fields). */
export interface ErrorExtras {
  fields?: Record<string, string>;
  /** Figures and names a client reads, or a whole answer it shows (the checkout's new quote). */
  details?: Record<string, JsonValue>;
  topLevel?: Record<string, string | number>;
  /** Sent as Retry-After (seconds). */
  retryAfter?: number;
}

/** Thrown by routes and services for an answer the client should see as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: AnswerCode,
    message: string,
    readonly extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function errorBody(code: AnswerCode, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function httpErrorBody(error: HttpError): ApiErrorBody {
  const { fields, details, topLevel } = error.extras;
  const body = errorBody(error.code, error.message, fields);
  return { ...topLevel, error: { ...body.error, ...details } };
}

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  400: ERROR_CODES.VALIDATION_FAILED,
  401: ERROR_CODES.UNAUTHORIZED,
  403: ERROR_CODES.FORBIDDEN,
  404: ERROR_CODES.NOT_FOUND,
  405: ERROR_CODES.METHOD_NOT_ALLOWED,
  413: ERROR_CODES.PAYLOAD_TOO_LARGE,
  415: ERROR_CODES.UNSUPPORTED_MEDIA_TYPE,
  429: ERROR_CODES.RATE_LIMITED,
};

// Fastify's JSON parser failures, including its refusal of __proto__ / constructor.prototype keys.
const MALFORMED_JSON_CODES = new Set(['FST_ERR_CTP_INVALID_JSON_BODY', 'FST_ERR_CTP_EMPTY_JSON_BODY']);
const isMalformedJson = (error: FastifyError) => MALFORMED_JSON_CODES.has(error.code);

/**
 * SQLSTATEs that only a value the client sent can cause: text PostgreSQL cannot store (U+0000 in
 * text 22021, in jsonb 22P05) and a date or time it cannot read (22007) or that does not exist
 * (22008). The request schemas and the page-token decoder refuse these first; this is the net
 * under them, so such input is a 400 and never a 500. A database that cannot be reached is a 503
 * (db/unavailable.ts); every other database failure stays a 500.
 */
const INPUT_SQLSTATES = new Set(['22021', '22P05', '22007', '22008']);

/**
 * The input SQLSTATE of a database error, if it is one: node-postgres' and PGlite's errors carry
 * the SQLSTATE as `code`; drizzle wraps them (DrizzleQueryError) with the original as `cause`.
 */
export function inputSqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const code: unknown = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_SQLSTATES.has(code)) return code;
    current = current.cause;
  }
  return undefined;
}

interface Answer {
  status: number;
  body: ApiErrorBody;
  /** Seconds the client should wait before trying again (a 503's Retry-After). */
  retryAfter?: number;
}

/** How long a client waits before asking again while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The answer (and the error services throw) while the database cannot be reached: the client should try again shortly. */
export function databaseUnavailable(): HttpError {
  return new HttpError(503, ERROR_CODES.DATABASE_UNAVAILABLE, 'The database is unavailable for a moment. Try again shortly.', {
    retryAfter: DATABASE_RETRY_AFTER_SECONDS,
  });
}

/** One refused value of a request, as zod reports it: a dotted path, its code, and for unknown fields their names. */
export interface InputIssue {
  path: string;
  code: string;
  message: string;
  keys?: readonly string[];
}

/**
 * The 400 of a request whose body (or query) the schema refused. An unknown field is never
 * dropped: UNKNOWN_FIELD names each one (in `fields` and in the message), with the other refused
 * fields beside them; otherwise VALIDATION_FAILED with every refused field.
 */
export function inputRefusal(issues: readonly InputIssue[], where = 'body'): HttpError {
  const fields: Record<string, string> = {};
  const unknown: string[] = [];
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys' && issue.keys) {
      for (const key of issue.keys) {
        const field = issue.path ? `${issue.path}.${key}` : key;
        unknown.push(field);
        fields[field] ??= 'This field is not part of the request.';
      }
    } else {
      fields[issue.path || where] ??= issue.message || 'Invalid value.';
    }
  }
  if (unknown.length === 0) return new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'The request is not valid.', { fields });
  const named = unknown.join(', ');
  return new HttpError(400, ERROR_CODES.UNKNOWN_FIELD, `Unknown field${unknown.length > 1 ? 's' : ''}: ${named}.`, { fields });
}

function answerFor(error: FastifyError): Answer {
  if (error instanceof HttpError)
    return { status: error.statusCode, body: httpErrorBody(error), retryAfter: error.extras.retryAfter };
  if (isDatabaseUnavailable(error)) return answerFor(databaseUnavailable());
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
      code: issue.keyword,
      message: issue.message ?? '',
      keys: (issue.params as { keys?: string[] }).keys,
    }));
    const refusal = inputRefusal(issues, error.validationContext ?? 'body');
    return { status: 400, body: httpErrorBody(refusal) };
  }
  if (error.validation) {
    return { status: 400, body: errorBody(ERROR_CODES.VALIDATION_FAILED, error.message) };
  }
  if (isMalformedJson(error)) {
    return { status: 400, body: errorBody(ERROR_CODES.MALFORMED_JSON, 'The request body is not valid JSON.') };
  }
  if (inputSqlStateOf(error) !== undefined) {
    return {
      status: 400,
      body: errorBody(ERROR_CODES.VALIDATION_FAILED, 'The request holds a value the database cannot accept.'),
    };
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: errorBody(CODE_FOR_STATUS[status] ?? ERROR_CODES.VALIDATION_FAILED, error.message) };
  }
  if (status === 503 && error.code === 'FST_ERR_SERVER_CLOSING') {
    return { status, body: errorBody(ERROR_CODES.INTERNAL, 'The server is shutting down.') };
  }
  return { status: 500, body: errorBody(ERROR_CODES.INTERNAL, 'Something went wrong on our side.') };
}

/** Every failure leaves as `{ error: { code, message } }`; a 500 never carries internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, retryAfter } = answerFor(error);
    // Unavailable for a moment (database away, server overloaded, shutting down): the client retries.
    if (status === 503) request.log.warn({ err: error, code: body.error.code }, 'request refused: unavailable for now');
    else if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A value the request schemas let through and the database refused: a gap worth closing.
    else if (inputSqlStateOf(error) !== undefined) request.log.warn({ err: error }, 'database refused a request value');
    else request.log.info({ code: body.error.code, status }, 'request refused');
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((_request, reply) => sendNotFound(reply));
}

export function sendNotFound(reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(ERROR_CODES.NOT_FOUND, 'There is nothing at this address.'));
}
