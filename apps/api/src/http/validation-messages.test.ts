import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { historySortOptions, pageQuery, won } from '@quotemarket/contract';
import { installKoreanValidationMessages } from './validation-messages';

installKoreanValidationMessages();

const messagesOf = (schema: z.core.$ZodType, input: unknown) =>
  z.safeParse(schema, input).error?.issues.map((issue) => issue.message);

describe('Korean validation messages', () => {
  // The particles themselves are the contract's (korean-particles.test.ts).
  it('names a quote’s fields as the forms and the quote screens do', () => {
    const schema = z.object({
      ratePlanMonthly: z.number(),
      installmentInterest: z.number().min(0),
      installmentPeriod: z.number().max(48),
    });
    expect(messagesOf(schema, { installmentInterest: -1, installmentPeriod: 60 })).toEqual([
      '요금제 (월)를 입력해 주세요.',
      '할부 이자 (월)는 0 이상이어야 해요.',
      '할부 개월은 48 이하여야 해요.',
    ]);
  });

  it('names the page fields in Korean', () => {
    expect(messagesOf(pageQuery, { page: '-1', size: '1000' })).toEqual([
      '페이지 번호는 1 이상이어야 해요.',
      '한 번에 볼 개수는 100 이하여야 해요.',
    ]);
    expect(messagesOf(pageQuery, { page: 'abc' })).toEqual(['페이지 번호는 숫자로 입력해 주세요.']);
  });

  it('states a rule, never the range an integer can hold', () => {
    const money = z.object({ storeSubsidy: won });
    const messages = [
      messagesOf(pageQuery, { page: String(2 ** 31), size: '-1e20' }),
      messagesOf(pageQuery, { page: '1e20' }),
      messagesOf(money, { storeSubsidy: -1e20 }),
    ];
    expect(messages).toEqual([
      [
        '페이지 번호가 너무 커요.',
        '한 번에 볼 개수가 너무 작아요.',
        '한 번에 볼 개수는 1 이상이어야 해요.',
      ],
      ['페이지 번호가 너무 커요.', '페이지 번호가 너무 커요.'],
      ['매장 지원금이 너무 작아요.', '매장 지원금은 0 이상이어야 해요.'],
    ]);
  });

  it('lists an enum’s choices by their screen names, never the codes', () => {
    const schema = z.object({ sortBy: z.enum(historySortOptions) });
    expect(messagesOf(schema, { sortBy: 'price' })).toEqual([
      '정렬 기준은 최신순, 지원금 높은 순, 월 요금 낮은 순 중에서 골라 주세요.',
    ]);
    const kinds = z.object({ contractDuration: z.enum(['12', '24']) });
    expect(messagesOf(kinds, { contractDuration: '36' })).toEqual([
      '정해진 약정 기간 중에서 골라 주세요.',
    ]);
  });

  it('covers strings, missing fields, formats and unknown fields in 해요체', () => {
    const schema = z.object({
      nickname: z.string().min(2).max(10),
      email: z.email(),
      phone: z.string(),
      rating: z.number().positive(),
      mystery: z.number(),
      memo: z.string().max(5),
    });
    const messages = messagesOf(schema, {
      nickname: 'a'.repeat(11),
      email: 'nope',
      rating: 0,
      mystery: 'x',
      memo: '여섯 글자 메모',
    });
    expect(messages).toEqual([
      '닉네임은 10자까지 입력할 수 있어요.',
      '이메일 형식을 다시 확인해 주세요.',
      '휴대폰 번호를 입력해 주세요.',
      '별점은 0보다 커야 해요.',
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      '5자까지 입력할 수 있어요.',
    ]);
    for (const message of messages ?? []) expect(message).not.toMatch(/[A-Za-z]|합니다|습니다/);
  });

  it('gives the generic message for ids the app fills in itself', () => {
    const schema = z.object({
      productId: z.coerce.number().int(),
      id: z.coerce.number().positive(),
    });
    expect(messagesOf(schema, { productId: 'abc', id: '0' })).toEqual([
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
      '요청을 처리할 수 없어요. 화면을 새로 고친 뒤 다시 시도해 주세요.',
    ]);
  });

  it('leaves a message the schema sets itself', () => {
    const schema = z.object({ nickname: z.string().min(2, '닉네임은 두 글자 이상 써 주세요.') });
    expect(messagesOf(schema, { nickname: 'a' })).toEqual(['닉네임은 두 글자 이상 써 주세요.']);
  });
});
