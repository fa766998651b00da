import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DatabaseError, isClientCausedDatabaseError } from '../db/errors.js';
import { DomainError, type ErrorCode, httpStatusOf } from '../errors/index.js';
import type { Envelope, ErrorInfo } from './envelope.js';

interface FieldProblem {
  field: string;
  message: string;
}

function validationFields(err: FastifyError): FieldProblem[] {
  const where = err.validationContext ?? 'body';
  return (err.validation ?? []).map((v) => {
    const params = v.params as Record<string, unknown>;
    const missing = typeof params.missingProperty === 'string' ? `/${params.missingProperty}` : '';
    const extra = typeof params.additionalProperty === 'string' ? `/${params.additionalProperty}` : '';
    const path = `${v.instancePath}${missing}${extra}`.replace(/^\//, '').replaceAll('/', '.');
    return { field: path ? `${where}.${path}` : where, message: v.message ?? 'is invalid' };
  });
}

const fastifyCodeMap: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_FILE_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_RATE_LIMIT: 'RATE_LIMITED',
};

const codeOfStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  422: 'UNPROCESSABLE',
  429: 'RATE_LIMITED',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * What a client did wrong, in words, for the database refusals a request can cause. The SQLSTATE
 * itself names the database, not the request, so it goes to the log only.
 */
const databaseRefusals: Record<string, string> = {
  '22001': 'A text value in the request is longer than the field allows',
  '22003': 'A number in the request is out of range',
  '22007': 'A date or time in the request is malformed',
  '22008': 'A date or time in the request is out of range',
  '22009': 'A time zone offset in the request is out of range',
  '22012': 'A value in the request leads to a division by zero',
  '22021': 'Text in the request contains a character that cannot be stored',
  '22P02': 'A value in the request is not of the expected type (such as a number or an id)',
  '22P05': 'Text in the request contains a character that cannot be stored',
  '2201W': 'The requested page or page size is out of range',
  '2201X': 'The requested page or page size is out of range',
  '54000': 'A value in the request is too large to be stored or indexed',
  '54001': 'The request is too complex to run',
};

export function clientDatabaseErrorMessage(sqlstate: string | undefined): string {
  return (
    (sqlstate === undefined ? undefined : databaseRefusals[sqlstate]) ??
    'A value in the request cannot be stored or compared (out of range or malformed)'
  );
}

/** Turns anything thrown by a handler into what the client may see. Internal messages stay in the log. */
export function describeError(err: unknown, correlationId: string): ErrorInfo {
  if (err instanceof DomainError) {
    return {
      statusCode: httpStatusOf[err.code],
      code: err.code,
      message: err.message,
      ...(err.details ? { details: err.details } : {}),
      correlationId,
    };
  }
  if (err instanceof DatabaseError) {
    // Whatever the schemas missed, a value PostgreSQL refuses is the client's mistake, not ours.
    if (isClientCausedDatabaseError(err.code))
      return {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: clientDatabaseErrorMessage(err.code),
        correlationId,
      };
    return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error', correlationId };
  }
  const fe = err as FastifyError;
  if (fe.validation) {
    const fields = validationFields(fe);
    const first = fields[0];
    return {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: first ? `Validation failed: ${first.field} ${first.message}` : 'Validation failed',
      details: { fields },
      correlationId,
    };
  }
  if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe instanceof SyntaxError) {
    return { statusCode: 400, code: 'BAD_REQUEST', message: 'Malformed JSON body', correlationId };
  }
  const mapped = fe.code ? fastifyCodeMap[fe.code] : undefined;
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : mapped ? httpStatusOf[mapped] : 500;
  if (status >= 400 && status < 500) {
    return {
      statusCode: status,
      code: mapped ?? codeOfStatus[status] ?? 'BAD_REQUEST',
      message: fe.message,
      correlationId,
    };
  }
  return { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Internal server error', correlationId };
}

export function installErrorHandling(app: FastifyInstance, envelope: Envelope): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const info = describeError(err, request.id);
    if (info.statusCode >= 500 && info.statusCode !== 501) request.log.error({ err }, 'request failed');
    else {
      const sqlstate = err instanceof DatabaseError ? err.code : undefined;
      request.log.info(
        { code: info.code, message: info.message, ...(sqlstate ? { sqlstate } : {}) },
        'request rejected',
      );
    }
    const headers = (err as { headers?: Record<string, string> }).headers;
    if (headers) void reply.headers(headers);
    return reply.status(info.statusCode).send(envelope.error(info));
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(
      envelope.error({
        statusCode: 404,
        code: 'NOT_FOUND',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
        correlationId: request.id,
      }),
    ),
  );
}

/**
 * Errors Fastify raises before a route is found (a path that is not valid percent-encoding,
 * an over-long parameter): the service's envelope with the correlation id. No route means no
 * route hooks, so the headers those would add are set here.
 */
export function answerFrameworkError(
  envelope: Envelope,
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const statusCode = err.statusCode === 414 ? 414 : 400;
  request.log.info({ code: err.code }, 'request rejected before routing');
  return reply
    .status(statusCode)
    .header('x-correlation-id', request.id)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(
      envelope.error({
        statusCode,
        code: 'BAD_REQUEST',
        message: statusCode === 414 ? 'Request path segment too long' : 'Malformed request path',
        correlationId: request.id,
      }),
    );
}
