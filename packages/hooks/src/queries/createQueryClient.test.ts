import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { createQueryClient } from './createQueryClient';

describe('createQueryClient', () => {
  const { queries } = createQueryClient().getDefaultOptions();
  const retry = queries?.retry as (failureCount: number, error: unknown) => boolean;

  it('never refetches on window focus', () => {
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('retries a server or network failure three times', () => {
    const serverError = new ApiError(503, 503, '점검 중');
    expect([0, 1, 2, 3].map((count) => retry(count, serverError))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(retry(0, new ApiError(0, 0, '네트워크'))).toBe(true);
  });

  it('does not retry a client error, which would fail the same way again', () => {
    expect(retry(0, new ApiError(404, 404, '없음'))).toBe(false);
  });
});
