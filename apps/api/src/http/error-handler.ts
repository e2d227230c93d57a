import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@quotemarket/contract';
import { isTransactionConflict } from '../db/postgres-errors';
import { DomainError, type DomainErrorKind } from '../domain/shared/errors';
import { isStorageBound, requestFailedMessage } from './validation-messages';

const serverErrorMessage = '서버에 문제가 생겼어요. 잠시 후 다시 시도해 주세요.';

/** A write that kept losing to concurrent ones on the same rows, after every retry. */
const busyMessage = '같은 내용을 다른 곳에서 동시에 바꾸고 있어요. 잠시 후 다시 시도해 주세요.';

/** One problem of a request that broke its schema, as the type provider reports it. */
interface ValidationProblem {
  instancePath: string;
  message?: string;
  keyword: string;
  params?: Record<string, unknown>;
}

/** Fastify's own client errors, in words a user can read. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: requestFailedMessage,
  FST_ERR_CTP_EMPTY_JSON_BODY: requestFailedMessage,
  FST_ERR_CTP_BODY_TOO_LARGE: '보낸 내용이 너무 커요. 조금 줄여서 다시 보내 주세요.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: requestFailedMessage,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: requestFailedMessage,
  FST_REQ_FILE_TOO_LARGE: '파일 크기는 5MB를 넘을 수 없어요.',
  FST_FILES_LIMIT: '파일은 하나만 올릴 수 있어요.',
  FST_PARTS_LIMIT: '보낸 항목이 너무 많아요.',
  FST_FIELDS_LIMIT: '보낸 항목이 너무 많아요.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: requestFailedMessage,
  FST_PROTO_VIOLATION: requestFailedMessage,
};

const statusOfKind: Record<DomainErrorKind, number> = {
  'invalid-input': 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  expired: 410,
  'rate-limited': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

export function errorBody(
  statusCode: number,
  message: string,
  fields: ApiErrorBody['data'] = null,
): ApiErrorBody {
  return { status_code: statusCode, message, data: fields };
}

/** `consent/agreed` → `consent.agreed`; the whole body or query is `''`. */
const fieldOf = (problem: ValidationProblem) =>
  problem.instancePath.replace(/^\//, '').replaceAll('/', '.');

const storageBoundOnly = (problem: ValidationProblem) =>
  isStorageBound({ ...problem.params, code: problem.keyword });

/**
 * The problems with a rule's before the integer range's: a number far out of range breaks both
 * `z.int()`'s range (checked first) and the field's own bound, and only the rule (`1 이상`) is
 * something the buyer can act on.
 */
const rulesFirst = (problems: readonly ValidationProblem[]) =>
  problems.toSorted((a, b) => Number(storageBoundOnly(a)) - Number(storageBoundOnly(b)));

/**
 * The answer to a request that broke its schema. The buyer reads the first problem's Korean
 * message (from the contract or `validation-messages.ts`, which gives ids the app fills in, such as
 * a path's `id`, the generic message); a body also lists each field's message in `data` so a form
 * can show it under the field. A bad header is nothing the buyer can fix: the generic message.
 * Paths and zod's details go to the log only.
 */
function validationAnswer(context: string | undefined, reported: readonly ValidationProblem[]) {
  const problems = rulesFirst(reported);
  const first = problems[0]?.message;
  const readable = context !== 'headers' && first;
  const message = readable ? first : requestFailedMessage;
  if (context !== 'body') return errorBody(400, message);
  const fields: Record<string, string> = {};
  for (const problem of problems) {
    const field = fieldOf(problem);
    if (field && problem.message && !(field in fields)) fields[field] = problem.message;
  }
  return errorBody(400, message, Object.keys(fields).length > 0 ? fields : null);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const statusCode = statusOfKind[error.kind];
      if (error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
      return reply
        .status(statusCode)
        .send(errorBody(statusCode, error.message, error.fields ?? null));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      request.log.info(
        {
          context: error.validationContext,
          issues: error.validation.map((problem) => ({
            field: fieldOf(problem),
            code: problem.keyword,
            message: problem.message,
            params: problem.params,
          })),
        },
        'request does not match its schema',
      );
      return reply.status(400).send(validationAnswer(error.validationContext, error.validation));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply.status(500).send(errorBody(500, serverErrorMessage));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      const message = fastifyClientErrors[error.code] ?? requestFailedMessage;
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, 'transaction lost to concurrent ones after every retry');
      return reply.status(409).send(errorBody(409, busyMessage));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, serverErrorMessage));
  });
}

const badAddressMessage = '주소를 다시 확인해 주세요.';
const longAddressMessage = '주소가 너무 길어요. 주소를 다시 확인해 주세요.';

/** What Node's HTTP parser refuses before Fastify sees a request, by the parser's error code. */
const parserRefusals: Record<string, { statusCode: number; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    statusCode: 431,
    message: '요청 헤더가 너무 커요. 쿠키나 확장 프로그램을 정리하고 다시 시도해 주세요.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    statusCode: 408,
    message: '요청이 너무 오래 걸렸어요. 다시 시도해 주세요.',
  },
};

const addressTooLong = { statusCode: 414, message: longAddressMessage };

/**
 * Node counts the request line into the header limit. When the address is most of what overflowed
 * (or its line never ended), the address is what to shorten: a 414, not advice about cookies.
 */
function isAddressOverflow(rawPacket: unknown): boolean {
  // Node hands a Buffer, whatever Fastify's type says.
  if (!Buffer.isBuffer(rawPacket)) return false;
  const lineEnd = rawPacket.indexOf('\r\n');
  return lineEnd === -1 || lineEnd * 2 > rawPacket.length;
}

function parserRefusal(error: Partial<ConnectionError>) {
  if (error.code === 'HPE_HEADER_OVERFLOW' && isAddressOverflow(error.rawPacket)) {
    return addressTooLong;
  }
  return parserRefusals[error.code ?? ''] ?? { statusCode: 400, message: requestFailedMessage };
}

/**
 * The answers Fastify and Node give before any hook runs, in the envelope every other answer has
 * and with the same security headers, except that a JSON body needs no policy beyond running and
 * framing nothing.
 */
export function earlyErrorHandlers(securityHeaders: Readonly<Record<string, string>>) {
  const headers = {
    ...securityHeaders,
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  };

  /** An address that does not decode, or a path segment past its length limit. */
  function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    request.log.info({ code: error.code, url: request.url }, 'address refused before routing');
    const refusal =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? addressTooLong
        : { statusCode: 400, message: badAddressMessage };
    void reply
      .status(refusal.statusCode)
      .headers(headers)
      .send(errorBody(refusal.statusCode, refusal.message));
  }

  /**
   * A request Node could not parse, answered straight on the socket (there is no request to reply
   * to). Replaces Fastify's default, whose English body has another shape.
   */
  function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const refusal = parserRefusal(error);
    this.log.info({ code: error.code }, 'request refused by the HTTP parser');
    if (socket.writable) {
      const body = JSON.stringify(errorBody(refusal.statusCode, refusal.message));
      socket.write(
        `HTTP/1.1 ${refusal.statusCode} ${STATUS_CODES[refusal.statusCode] ?? ''}\r\n` +
          'Content-Type: application/json; charset=utf-8\r\n' +
          Object.entries(headers)
            .map(([name, value]) => `${name}: ${value}\r\n`)
            .join('') +
          'Connection: close\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  }

  return { frameworkErrors, clientErrorHandler };
}
