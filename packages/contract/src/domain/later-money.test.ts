import { describe, expect, it } from 'vitest';
import { laterMoneyPhrasings } from '../testing/later-money';
import { promisesLaterMoney } from './later-money';

/** Ordinary conditions a quote carries, which must not be caught. */
const honestConditions = [
  '요금제 6개월 유지 후 변경 가능해요.',
  '부가서비스 3개월 유지 조건이에요.',
  '번호이동 조건이에요.',
  '기존 폰 반납 조건이에요.',
  '개통 후 자동이체 신청하면 요금 할인이 있어요.',
  '현금 완납하면 할부 이자가 없어요.',
  '추가지원금은 계약할 때 바로 할인돼요.',
  '설치 당일 필터를 교체해 드려요.',
  '카드 결합 할인은 별도예요.',
  '방문 관리 4개월마다 해 드려요.',
] as const;

describe('promisesLaterMoney', () => {
  it.each(laterMoneyPhrasings)('catches "%s"', (text) => {
    expect(promisesLaterMoney(text)).toBe(true);
  });

  it.each(honestConditions)('lets "%s" through', (text) => {
    expect(promisesLaterMoney(text)).toBe(false);
  });

  it('reads across line breaks and tabs as across spaces', () => {
    expect(promisesLaterMoney('개통\n후\t입금')).toBe(true);
  });
});
