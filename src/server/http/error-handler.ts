// The one error handler: AppErrors answer with their code and message, client mistakes with a 4xx, a database out of
// reach with 503 and Retry-After, the rest with a bare 500.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '../../contracts/errors';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  type DatabaseOutage,
} from '../db/outage';
import { AppError } from './app-error';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

const MESSAGE_BY_CODE: Partial<Record<ErrorCode, string>> = {
  PAYLOAD_TOO_LARGE: 'The request body is too large',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json',
  NOT_FOUND: 'Not found',
  RATE_LIMITED: 'Too many requests; please try again later',
};

export function toErrorBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  // Whatever the request was doing, it could not be done without the database: nothing was changed, ask again.
  if (isDatabaseUnavailable(error)) {
    return { status: 503, body: { message: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' } };
  }
  if (error instanceof AppError) {
    const body: ErrorBody = { message: error.message, code: error.code };
    if (error.fields) body.fields = error.fields;
    if (error.code === 'AT_CAPACITY') body.shouldRedirectToWaitlist = true;
    return { status: error.statusCode, body };
  }
  const status = error.statusCode ?? 500;
  const code = CODE_BY_STATUS[status];
  if (status >= 400 && status < 500 && code) {
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON'
        : (MESSAGE_BY_CODE[code] ?? 'The request is not valid');
    return { status, body: { message, code } };
  }
  return {
    status: 500,
    body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' },
  };
}

export function registerErrorHandling(app: FastifyInstance, outage: DatabaseOutage): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorBody(error);
    if (outage.failed(error)) {
      // The outage is logged once, as it begins; each request it refuses is not news.
      request.log.info({ code: body.code, status }, 'request refused: the database is out of reach');
      void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    } else if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, status }, 'request rejected');
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's own refusals before any route is found (an address whose percent-encoding is not UTF-8, a path
 * parameter past the router's length limit): the same error body as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const body: ErrorBody = {
    message: tooLong ? 'The address is too long' : 'The address is not valid',
    code: 'BAD_REQUEST',
  };
  void reply
    .status(tooLong ? 414 : 400)
    .type('application/json; charset=utf-8')
    .send(body);
}
