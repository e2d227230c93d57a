// Test-only helpers shared by the bidding route tests (routes/bidding*.test.ts).
import {
  type BiddingResponseInput,
  type Endpoint,
  type EndpointResponse,
} from '@quotemarket/contract';
import { productAttributes, productOptionValues } from '../db/schema';
import { callForEnvelope, type CallOptions } from './call-endpoint';

export { callFailing, callRejected } from './call-endpoint';
import type { TestContext } from './test-app';

/** Calls an endpoint that must succeed; returns the envelope parsed with the endpoint's schema. */
export async function callOk<E extends Endpoint>(
  ctx: TestContext,
  endpoint: E,
  options: CallOptions = {},
): Promise<{ message: string; data: EndpointResponse<E> }> {
  const { message, data } = await callForEnvelope(ctx, endpoint, options);
  return { message, data };
}

/** A choice answer as the wizard sends it (the server stores the option's own text). */
export const choose = (questionId: number, optionId: number): BiddingResponseInput => ({
  questionId,
  optionId,
  responseText: '',
});

/** Valid answers to the rental questions of a category (method, cycle, contract, timing). */
export const rentalAnswers = {
  3: [choose(15, 58), choose(16, 60), choose(17, 68), choose(18, 70)],
  7: [choose(19, 74), choose(20, 76), choose(21, 84), choose(22, 86)],
  8: [choose(23, 90), choose(24, 92), choose(25, 100), choose(26, 102)],
} as const;

/** Valid answers to phone questions 1–7. */
export const phoneAnswers = [
  choose(1, 1),
  choose(2, 4),
  choose(3, 7),
  choose(4, 12),
  choose(5, 14),
  choose(6, 20),
  choose(7, 23),
];

/** Valid answers to internet questions 8–14: 통신사 변경 from LG U+, 인터넷+TV, 4만 원대, 게임·HD 영상. */
export const internetAnswers = [
  choose(8, 27),
  choose(9, 32),
  choose(10, 38),
  choose(11, 42),
  choose(12, 46),
  choose(13, 48),
  choose(14, 56),
];

/** Adds an OPTION attribute (colour, storage …) with its values to a product; returns the value ids. */
export async function addOptionAttribute(
  ctx: TestContext,
  productId: number,
  name: string,
  values: string[],
): Promise<number[]> {
  const [attribute] = await ctx.database.db
    .insert(productAttributes)
    .values({ productId, name, inputType: 'OPTION' })
    .returning();
  const rows = await ctx.database.db
    .insert(productOptionValues)
    .values(
      values.map((value, displayOrder) => ({ attributeId: attribute!.id, value, displayOrder })),
    )
    .returning({ id: productOptionValues.id });
  return rows.map((row) => row.id);
}
