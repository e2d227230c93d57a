import { describe, expect, it } from 'vitest';
import { parseContractMonths, toRequestAnswers } from './answers';

describe('parseContractMonths', () => {
  it.each([
    ['36개월', 36],
    ['24', 24],
    ['무약정', 0],
    ['상관없어요', null],
  ])('reads %s as %s', (answer, months) => {
    expect(parseContractMonths(answer)).toBe(months);
  });
});

describe('toRequestAnswers', () => {
  it('reads the internet answers by their question ids', () => {
    const answers = new Map([
      [8, '신규가입'],
      [9, 'KT'],
      [10, '인터넷 단독'],
      [11, '3만 원대'],
      [12, '결합 안 해요'],
      [13, '결합할 휴대폰이 없어요'],
      [14, '웹서핑·문서 작업'],
    ]);
    expect(toRequestAnswers(2, answers)).toEqual({
      howToManage: null,
      manageCycle: null,
      mainPurpose: '웹서핑·문서 작업',
      internetMobileCarrier: '결합할 휴대폰이 없어요',
      mobileCarrier: '3만 원대',
      changeOfCommunicationAgency: '신규가입',
      bundle: '결합 안 해요',
      contractMonths: null,
    });
  });

  it.each([
    [3, 15],
    [7, 19],
    [8, 23],
  ])(
    'reads management and contract months of rental category %i from question %i on',
    (categoryId, first) => {
      const answers = new Map([
        [first, '자가 관리'],
        [first + 1, '12개월'],
        [first + 2, '48개월'],
        [first + 3, '한 달 안에'],
      ]);
      expect(toRequestAnswers(categoryId, answers)).toMatchObject({
        howToManage: '자가 관리',
        manageCycle: '12개월',
        contractMonths: 48,
        mainPurpose: null,
      });
    },
  );

  it("reads a phone buyer's contract length and nothing that belongs to other wizards", () => {
    const answers = new Map([
      [6, '무약정'],
      [11, '5만 원대'],
    ]);
    expect(toRequestAnswers(1, answers)).toMatchObject({ contractMonths: 0, mobileCarrier: null });
  });

  it('leaves unanswered questions null', () => {
    expect(toRequestAnswers(3, new Map())).toMatchObject({
      howToManage: null,
      manageCycle: null,
      contractMonths: null,
    });
  });
});
