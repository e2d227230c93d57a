import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../domain/shared/errors';

/**
 * PostgreSQL's text cannot hold U+0000, and no form of the app types one: a request carrying it is
 * refused up front, before a query would fail on it deep inside a handler.
 */
export const unusableCharacterMessage =
  '입력한 내용에 쓸 수 없는 문자가 있어요. 확인하고 다시 보내 주세요.';

/**
 * Whether a value, at any depth of arrays and objects (keys included), holds a NUL. A loop over a
 * list of what is left to look at, not recursion: JSON nested ten thousand deep is valid and fits
 * in a body, and must not overflow the stack (a 500).
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(element);
      }
    }
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
