import { describe, expect, it } from 'vitest';
import { internetPropertiesFromAnswers } from './internet-answers';

const answer = (questionId: number, optionId: number, responseText: string) => ({
  questionId,
  optionId,
  responseText,
});

describe('internetPropertiesFromAnswers', () => {
  it('maps product set, carrier without spaces and the speed the main use needs', () => {
    expect(
      internetPropertiesFromAnswers([
        answer(8, 27, '통신사 변경'),
        answer(9, 32, 'LG U+'),
        answer(10, 38, '인터넷+TV'),
        answer(14, 56, '게임·HD 영상'),
      ]),
    ).toEqual({ productType: '인터넷+TV', newsAgencyProperty: 'LGU+', internetProperty: '500MB' });
  });

  it.each([
    [37, 55, '인터넷 단독', '100MB'],
    [39, 57, '인터넷+TV+집전화', '1GB'],
  ])('maps product set %i and main use %i', (productSet, mainUse, productType, speed) => {
    expect(
      internetPropertiesFromAnswers([
        answer(9, 30, 'SK브로드밴드'),
        answer(10, productSet, 'ignored'),
        answer(14, mainUse, 'ignored'),
      ]),
    ).toEqual({ productType, newsAgencyProperty: 'SK브로드밴드', internetProperty: speed });
  });

  it('is null until product set, carrier and main use are all answered', () => {
    const complete = [answer(9, 31, 'KT'), answer(10, 37, '인터넷 단독'), answer(14, 55, '웹서핑')];
    for (const missing of [9, 10, 14]) {
      expect(
        internetPropertiesFromAnswers(complete.filter((a) => a.questionId !== missing)),
      ).toBeNull();
    }
    expect(internetPropertiesFromAnswers(complete)).not.toBeNull();
  });

  it('is null for an option that is not a product set or main use', () => {
    expect(
      internetPropertiesFromAnswers([
        answer(9, 31, 'KT'),
        answer(10, 40, 'x'),
        answer(14, 55, 'y'),
      ]),
    ).toBeNull();
  });
});
