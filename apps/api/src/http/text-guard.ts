import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../domain/shared/errors';

/**
 * PostgreSQL's text cannot hold U+0000, and no form of the app types one: a request carrying it is
 * refused up front, before a query would fail on it deep inside a handler.
 */
export const unusableCharacterMessage =
  '입력한 내용에 쓸 수 없는 문자가 있어요. 확인하고 다시 보내 주세요.';

/** Whether a value, at any depth of arrays and objects (keys included), holds a NUL. */
export function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(containsNul);
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item));
  }
  return false;
}

/** Refuses a NUL in the path, the query or a JSON body of every route (multipart forms check theirs). */
export function registerTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw invalidInput(unusableCharacterMessage);
    }
  });
}
