import { describe, expect, it } from 'vitest';
import {
  bundleText,
  cardKind,
  isCheapest,
  notSelectableReason,
  notSelectableReasons,
  quoteCardFigures,
  quoteEventToastTitle,
  quoteProductBanner,
  requestOptions,
  requestProductName,
  savingText,
} from './quotationRules';
import {
  estimationCard,
  estimationDetail,
  quotationCheckItem,
} from '@quotemarket/contract/testing';
import { internetDetail, rentalCard } from './quotationFixtures';

describe('quotation rules', () => {
  it('reads a card’s kind from the fields its category fills', () => {
    expect(cardKind(estimationCard(1))).toBe('phone');
    expect(cardKind(rentalCard(1))).toBe('rental');
    expect(cardKind(estimationCard(1, { cashGift: 300_000, monthlyBundledRate: 40_000 }))).toBe(
      'internet',
    );
  });

  it('puts the all-in cost first on every kind of card, the required terms after the money', () => {
    const phone = quoteCardFigures(estimationCard(1), 'phone');
    expect(phone.map((row) => [row.label, row.value])).toEqual([
      ['24개월 총 비용', '2,042,680원'],
      ['총 지원금', '590,000원'],
      ['월 납부액', '75,074원'],
      ['요금제 유지 기간', '6개월'],
    ]);
    const internet = quoteCardFigures(
      estimationCard(1, {
        cashGift: 340_000,
        monthlyBundledRate: 50_600,
        allInCost: 1_481_600,
        allInCostMonths: 36,
        ratePlanRequiredMonths: null,
        cashGiftPaidWithinDays: 30,
      }),
      'internet',
    );
    expect(internet.map((row) => [row.label, row.value])).toEqual([
      ['36개월 총 비용', '1,481,600원'],
      ['현금 사은품', '340,000원'],
      ['결합 후 월 요금', '50,600원'],
      ['사은품 지급 시점', '설치 후 30일 이내 지급'],
    ]);
    expect(quoteCardFigures(rentalCard(1), 'rental').map((row) => row.value)).toEqual([
      '909,200원',
      '160,000원',
      '29,700원 · 36개월',
      '36개월',
      '남은 렌탈료의 10%',
    ]);
    // A quote sent before these terms were asked says nothing rather than something made up.
    expect(
      quoteCardFigures(estimationCard(1, { ratePlanRequiredMonths: null }), 'phone').at(-1),
    ).toMatchObject({ label: '요금제 유지 기간', value: '-' });
  });

  it('says how much the cheapest saves, only when there is something to compare', () => {
    expect(savingText(null)).toBeNull();
    expect(savingText(undefined)).toBeNull();
    expect(savingText(0)).toBe('모든 견적의 총 비용이 같아요');
    expect(savingText(1_472_740)).toBe('최저가 견적이 가장 비싼 견적보다 1,472,740원 아껴요');
  });

  it('marks the cheapest only when the quotes differ', () => {
    expect(isCheapest({ allInCost: 100 }, 100, 50)).toBe(true);
    expect(isCheapest({ allInCost: 150 }, 100, 50)).toBe(false);
    expect(isCheapest({ allInCost: 100 }, 100, 0)).toBe(false);
    expect(isCheapest({ allInCost: 100 }, 100, null)).toBe(false);
  });

  it('toasts new and edited quotes, not withdrawn ones', () => {
    const event = { quotationId: 1, estimationId: 2, storeName: '역삼 모바일' };
    expect(quoteEventToastTitle({ ...event, change: 'submitted' })).toBe(
      '역삼 모바일에서 견적이 도착했어요',
    );
    expect(quoteEventToastTitle({ ...event, change: 'updated' })).toBe(
      '역삼 모바일에서 견적을 수정했어요',
    );
    expect(quoteEventToastTitle({ ...event, change: 'withdrawn' })).toBeNull();
  });

  it('explains why a quote cannot be chosen from its request’s window', () => {
    const now = Date.parse('2026-11-26T00:00:00.000Z');
    expect(notSelectableReason({ deadlineAt: '2026-11-25T00:00:00.000Z' }, now)).toBe(
      notSelectableReasons.deadlinePassed,
    );
    expect(notSelectableReason({ deadlineAt: '2026-11-27T00:00:00.000Z' }, now)).toBe(
      notSelectableReasons.alreadySelected,
    );
    expect(notSelectableReason(undefined, now)).toBe(notSelectableReasons.unknown);
  });

  it('names products and their options as the cards show them', () => {
    const item = quotationCheckItem(1);
    expect(requestProductName(item.productDetails)).toBe('갤럭시 S26');
    expect(requestOptions(item.productDetails)).toEqual(['SM-S942N', '블랙', '256GB']);
    expect(requestProductName(internetDetail().product)).toBe('LG U+ > 1기가 > 인터넷+TV+집전화');
  });

  it('writes months, installments and bundles in the glossary’s words', () => {
    expect(bundleText('결합할게요')).toBe('예');
    expect(bundleText('결합 안 해요')).toBe('아니요');
    expect(bundleText(null)).toBe('-');
  });

  it('shows the quote’s product with its colour as a swatch, an internet plan by its name only', () => {
    expect(quoteProductBanner(estimationDetail(), 'phone')).toEqual({
      name: '갤럭시 S26',
      imageSrc: null,
      hideImage: false,
      color: { name: '블랙', hex: '#1f1f22' },
      options: ['모델명 SM-S942N'],
      note: '판매점 4곳이 견적을 보냈어요',
    });
    const plain = estimationDetail();
    plain.product = { ...plain.product, color: null, colorHex: null, modelNumber: null };
    expect(quoteProductBanner(plain, 'phone')).toMatchObject({ color: null, options: [] });
    expect(quoteProductBanner(internetDetail(), 'internet')).toMatchObject({
      name: 'LG U+ > 1기가 > 인터넷+TV+집전화',
      hideImage: true,
      color: null,
      options: [],
    });
  });
});
