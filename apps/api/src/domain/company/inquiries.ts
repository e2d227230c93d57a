import { inquiryProblems, type InquiryCategory, type InquiryForm } from '@quotemarket/contract';
import type { Database } from '../../db/database';
import { inquiries } from '../../db/schema';
import type { RateLimitStore } from '../../edges/rate-limit-store';
import { invalidInput } from '../shared/errors';
import { secondsUntil, tooMany, type RateLimit } from '../shared/rate-limits';

export interface InquiryDeps {
  db: Database;
  rateLimitStore: RateLimitStore;
  limit: RateLimit;
  now: () => Date;
}

/**
 * Receives a 1:1 문의 from a buyer (`buyerId`) or a guest (null), as 접수; the first problem of
 * the form's rule is the 400's message. Each client address may send `limit` a window, so a
 * script cannot fill the operators' queue.
 */
export async function receiveInquiry(
  deps: InquiryDeps,
  input: { form: InquiryForm; buyerId: number | null; address: string },
) {
  const problem = Object.values(inquiryProblems(input.form)).find((message) => message !== null);
  if (problem) throw invalidInput(problem);
  const at = deps.now().getTime();
  const window = await deps.rateLimitStore.hit(
    `inquiry:address:${input.address}`,
    deps.limit.windowMs,
    at,
  );
  if (window.count > deps.limit.max) {
    throw tooMany('문의가', secondsUntil(window.resetAt, at));
  }
  const [row] = await deps.db
    .insert(inquiries)
    .values({
      buyerId: input.buyerId,
      // The rule has admitted it as one of the categories.
      category: input.form.category as InquiryCategory,
      message: input.form.message.trim(),
      replyEmail: input.form.email.trim(),
    })
    .returning({ inquiryId: inquiries.id, status: inquiries.status });
  return row!;
}
