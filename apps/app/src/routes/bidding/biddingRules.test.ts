import { describe, expect, it } from 'vitest';
import type { BiddingQuestion, ProductDetail } from '@quotemarket/contract';
import {
  answerLayout,
  bannerFallback,
  bannerFromProduct,
  bannerFromStored,
  chosenOptionValueIds,
  closingMessages,
  initialRadioOption,
  transcriptEntries,
  type StoredProductDetails,
} from './biddingRules';
import { storedDetailsFor } from './biddingEntry';

const question = (questionId: number, text: string, optionIds: number[]): BiddingQuestion => ({
  questionId,
  questionText: text,
  kind: 'CHOICE',
  options: optionIds.map((optionId) => ({
    optionId,
    optionText: `보기 ${optionId}`,
    buttonText: `버튼 ${optionId}`,
  })),
  defaultOptionId: null,
});

describe('transcriptEntries', () => {
  const questions = [question(1, '누가 쓰세요?', [1, 2]), question(2, '연령대는요?', [3, 4])];

  it('greets, then pairs each answered question with its answer, then asks the next', () => {
    const entries = transcriptEntries({
      categoryId: 1,
      questions,
      responses: [{ questionId: 1, optionId: 2, responseText: '가족' }],
      current: questions[1]!,
      showCurrent: true,
      rentalFee: null,
    });
    expect(entries.map((entry) => [entry.side, entry.text])).toEqual([
      ['dealer', '안녕하세요! 휴대폰 최저가 견적을 받을 수 있게 몇 가지만 여쭤볼게요.'],
      ['dealer', '누가 쓰세요?'],
      ['shopper', '가족'],
      ['dealer', '연령대는요?'],
    ]);
  });

  it('shows only the greeting before the buyer starts', () => {
    const entries = transcriptEntries({
      categoryId: 3,
      questions,
      responses: [],
      current: questions[0]!,
      showCurrent: false,
      rentalFee: null,
    });
    expect(entries).toHaveLength(1);
  });

  it('ends with the closing messages once every question is answered', () => {
    const entries = transcriptEntries({
      categoryId: 7,
      questions,
      responses: [
        { questionId: 1, optionId: 1, responseText: '' },
        { questionId: 2, optionId: 3, responseText: '보기 3' },
      ],
      current: null,
      showCurrent: true,
      rentalFee: 39_900,
    });
    // An answer saved without text reads as its option.
    expect(entries[2]).toMatchObject({ side: 'shopper', text: '보기 1' });
    expect(entries.at(-2)?.text).toBe('이 제품의 예상 월 렌탈료는 39,900원이에요.');
  });
});

describe('closingMessages', () => {
  it('gives the rental wizards three messages, the fee only when known', () => {
    expect(closingMessages(3, 25_000)).toHaveLength(3);
    expect(closingMessages(8, null)).toHaveLength(2);
  });

  it('gives phones and internet one closing prompt', () => {
    expect(closingMessages(1, null)).toHaveLength(1);
    expect(closingMessages(2, null)[0]).toContain('인터넷 상품');
  });
});

describe('answer area rules', () => {
  it('lays four short answers in two columns, long or few answers in one', () => {
    const short = ['SKT', 'KT', 'LG U+', '알뜰폰'].map((buttonText) => ({ buttonText }));
    expect(answerLayout(short)).toBe('grid');
    expect(answerLayout(short.slice(0, 2))).toBe('stack');
    expect(
      answerLayout([...short.slice(0, 3), { buttonText: '새 번호로 가입할래요 (신규가입)' }]),
    ).toBe('stack');
  });

  it('starts a contract-period picker on its default, else the first option', () => {
    const radio = {
      ...question(17, '약정 기간', [64, 65, 66, 67, 68, 69]),
      kind: 'RADIO' as const,
    };
    expect(initialRadioOption({ ...radio, defaultOptionId: 68 })).toBe(68);
    expect(initialRadioOption(radio)).toBe(64);
  });
});

describe('the product banner', () => {
  const stored: StoredProductDetails = {
    image: '/s25.png',
    brand: '삼성전자',
    name: '갤럭시 S25',
    details: [
      { id: 301, name: '색상', value: '코발트 바이올렛' },
      { id: 311, name: '저장 용량', value: '256GB' },
    ],
    shippingDate: '2025-02-07',
  };
  const target = { categoryNameEn: 'Mobile Phones', categoryId: 1, itemId: 12 };

  it('uses the stored details only for this wizard’s own product', () => {
    expect(storedDetailsFor(target, stored, 1, 12)).toBe(stored);
    expect(storedDetailsFor({ ...target, itemId: 13 }, stored, 1, 12)).toBeNull();
    expect(storedDetailsFor(target, stored, 3, 12)).toBeNull();
    expect(storedDetailsFor(null, stored, 1, 12)).toBeNull();
    expect(chosenOptionValueIds(stored)).toEqual([301, 311]);
  });

  it('shows the colour as a swatch (from the cached product) and the other options', () => {
    const product = {
      attributes: [
        {
          id: 1,
          name: '색상',
          value: null,
          inputtype: 'OPTION',
          isBasic: false,
          optionValues: [{ id: 301, value: '코발트 바이올렛', colorHex: '#5B4B8A' }],
        },
      ],
    } as unknown as ProductDetail;
    expect(bannerFromStored(stored, 1, product)).toMatchObject({
      name: '갤럭시 S25',
      color: { name: '코발트 바이올렛', hex: '#5B4B8A' },
      options: ['256GB'],
      // Phones show no release date.
      note: null,
    });
    expect(bannerFromStored(stored, 1, undefined).color).toEqual({
      name: '코발트 바이올렛',
      hex: null,
    });
  });

  it('shows the release date for appliances and health', () => {
    expect(bannerFromStored(stored, 7, undefined).note).toBe('출시일 2025.02.07');
    expect(bannerFromStored(stored, 8, undefined).note).toBe('출시일 2025.02.07');
    expect(bannerFromStored(stored, 3, undefined).note).toBeNull();
  });

  it('names an internet plan by carrier, speed and set, and falls back to the category', () => {
    const plan = {
      name: 'plan',
      brand: 'SK',
      image: null,
      shipmentDate: null,
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
      productType: '인터넷+TV',
    } as unknown as ProductDetail;
    expect(bannerFromProduct(plan, 2)).toMatchObject({
      name: 'SK브로드밴드 > 500M > 인터넷+TV',
      brand: null,
    });
    expect(bannerFallback(2)).toMatchObject({ name: '인터넷 상품', hideImage: true });
    expect(bannerFallback(3).name).toBe('정수기');
  });
});
