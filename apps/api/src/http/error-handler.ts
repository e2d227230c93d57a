import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorBody } from '@quotemarket/contract';
import { DomainError, type DomainErrorKind } from '../domain/shared/errors';

const serverErrorMessage = '서버에 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.';

const validationPlaces: Record<string, string> = {
  body: '요청 본문',
  querystring: '쿼리',
  params: '경로',
  headers: '헤더',
};

/** Fastify's own client errors, in words a user can read. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '요청 본문이 올바른 JSON이 아닙니다.',
  FST_ERR_CTP_EMPTY_JSON_BODY: '요청 본문이 비어 있습니다.',
  FST_ERR_CTP_BODY_TOO_LARGE: '요청 본문이 너무 큽니다.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '지원하지 않는 요청 형식입니다.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '요청 길이가 올바르지 않습니다.',
  FST_REQ_FILE_TOO_LARGE: '파일 크기는 5MB를 넘을 수 없어요.',
  FST_FILES_LIMIT: '파일은 하나만 올릴 수 있어요.',
  FST_PARTS_LIMIT: '보낸 항목이 너무 많아요.',
  FST_FIELDS_LIMIT: '보낸 항목이 너무 많아요.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '요청이 multipart 형식이 아니에요.',
  FST_PROTO_VIOLATION: '요청 형식이 올바르지 않아요.',
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

export function errorBody(statusCode: number, message: string): ApiErrorBody {
  return { status_code: statusCode, message, data: null };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      const statusCode = statusOfKind[error.kind];
      return reply.status(statusCode).send(errorBody(statusCode, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const place = validationPlaces[error.validationContext ?? ''] ?? '요청';
      const details = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      const message = `${place} 값이 올바르지 않습니다 (${details.join(', ')})`;
      return reply.status(400).send(errorBody(400, message));
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
      const message = fastifyClientErrors[error.code] ?? '요청을 처리할 수 없습니다.';
      return reply.status(statusCode).send(errorBody(statusCode, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(500, serverErrorMessage));
  });
}
