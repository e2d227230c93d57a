import { z } from 'zod/mini';
import { lazySchema } from '../core/lazy-schema';
import { answerSpeedWindowDays } from '../domain';

/** A store's answer speed as the store page and the quote cards carry it (`answerSpeedText`). */
export const answerSpeedMinutesField = lazySchema(() =>
  z
    .nullable(z.number().check(z.nonnegative()))
    .check(
      z.describe(
        `최근 ${answerSpeedWindowDays}일 동안 견적 요청부터 이 판매점의 견적까지 걸린 시간의 중간값 (분, 소수 첫째 자리; 보낸 견적이 없으면 null)`,
      ),
    ),
);
