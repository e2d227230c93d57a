import { z } from 'zod/mini';
import { lazySchema } from './lazy-schema';

/** The message of a success envelope whose endpoint has no words of its own for it. */
export const successMessage = '요청을 처리했어요.';

/** Every response, success or failure, travels in this envelope. */
export function apiEnvelope<Data extends z.core.$ZodType>(data: Data) {
  return z.object({
    status_code: z.int(),
    message: z.string(),
    data,
  });
}

export const apiErrorBodySchema = lazySchema(() =>
  z.object({
    status_code: z.int().check(z.minimum(400), z.maximum(599)),
    message: z.string().check(z.describe('사용자에게 그대로 보여 줄 수 있는 한국어 메시지')),
    data: z
      .nullable(z.record(z.string(), z.string()))
      .check(
        z.describe(
          '요청 본문의 값이 틀렸을 때만: 항목 이름별 한국어 메시지 (예: { "nickname": "닉네임을 입력해 주세요." })',
        ),
      ),
  }),
);

export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export interface ApiEnvelope<Data> {
  status_code: number;
  message: string;
  data: Data;
}
