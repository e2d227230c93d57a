import { describe, expect, it } from 'vitest';
import { ApiError } from '@quotemarket/hooks';
import { historyDetail, historyItem, pendingItem } from '@quotemarket/contract/testing';
import {
  dealActionTexts,
  refusalMessage,
  reportFormProblems,
  reviewFormProblems,
} from './feedbackRules';
import {
  dealProductBanner,
  historySortChoices,
  installmentChoices,
  parseHistorySort,
  pendingFigureLabels,
  pendingSummary,
  pendingSummaryRows,
  selectedDealCard,
} from './historyRules';

describe('history sorts', () => {
  it('offers the three sorts in the spec’s order with their Korean labels', () => {
    expect(historySortChoices).toEqual([
      { value: 'latest', label: '최신순' },
      { value: 'highestAmountFunding', label: '지원금 높은 순' },
      { value: 'lowestMonthlyFee', label: '월 요금 낮은 순' },
    ]);
  });

  it('reads the address’s sort, anything else as the newest first', () => {
    expect(parseHistorySort('lowestMonthlyFee')).toBe('lowestMonthlyFee');
    expect(parseHistorySort('price')).toBe('latest');
    expect(parseHistorySort(null)).toBe('latest');
  });
});

describe('months', () => {
  it('offers a phone deal’s instalment months, naming 0 as the glossary does', () => {
    expect(installmentChoices.map((choice) => choice.label)).toEqual([
      '일시불',
      '12개월',
      '18개월',
      '24개월',
      '30개월',
      '36개월',
      '48개월',
    ]);
  });
});

describe('selected deal cards', () => {
  const figuresOf = (card: { figures: { label: unknown; value: unknown }[] }) =>
    card.figures.map((row) => [row.label, row.value]);

  it('shows a phone’s support, monthly bill and plan, and links to the phone detail by quotation', () => {
    const card = selectedDealCard(historyItem(41));
    expect(card.href).toBe('/my-quote-history-details/41/5');
    expect(figuresOf(card)).toEqual([
      ['총 지원금', '300,000원'],
      ['월 납부액', '80,000원'],
      ['요금제 (월)', '60,000원'],
    ]);
    expect(card.figures[0]).toMatchObject({ emphasis: true });
  });

  it('shows a rental’s fee over its contract and names an internet plan carrier > speed > set', () => {
    const rental = selectedDealCard({
      ...historyItem(42),
      categoryId1: 3,
      rentalFee: 29_900,
      totalFeeMonthly: null,
    });
    expect(rental.href).toBe('/my-quote-history-details-water-purifier/42/5');
    expect(figuresOf(rental)).toEqual([
      ['매장 지원금', '100,000원'],
      ['월 렌탈료', '29,900원 · 24개월'],
    ]);
    const internet = selectedDealCard({
      ...historyItem(43),
      categoryId1: 2,
      internet: 'LG U+ > 1기가 > 인터넷+TV',
      cashGift: 340_000,
      monthlyBundledRate: 50_600,
      contractDuration: 36,
    });
    expect(internet).toMatchObject({
      productName: 'LG U+ > 1기가 > 인터넷+TV',
      href: '/my-quote-history-details-internet/43/5',
    });
    expect(figuresOf(internet)).toEqual([
      ['현금 사은품', '340,000원'],
      ['결합 후 월 요금', '50,600원 · 36개월'],
    ]);
  });

  it('shows an internet deal’s missing figures as a dash', () => {
    const card = selectedDealCard({ ...historyItem(44), categoryId1: 2, contractDuration: null });
    expect(card.figures.map((row) => row.value)).toEqual(['-', '-']);
  });
});

describe('not-selected requests', () => {
  it('summarises a request with the API’s figures', () => {
    const item = {
      ...pendingItem(7),
      highestSubsidy: 590_000,
      highestSubsidyStoreName: '잠실 통신플라자',
      biddingStoreCount: 4,
      lowestMonthlyFee: 75_074,
      contractMonths: 24,
    };
    expect(pendingSummary(item)).toBe('최대 590,000원');
    expect(pendingSummaryRows(item).map((row) => [row.label, row.value, row.note ?? null])).toEqual(
      [
        ['최대 지원금', '590,000원', '잠실 통신플라자'],
        ['입찰한 판매점', '4곳', null],
        ['출고가', '1,155,000원', null],
        ['최저 월 납부액', '75,074원', null],
        ['약정 기간', '24개월', null],
      ],
    );
    expect(pendingSummary(pendingItem(8))).toBeUndefined();
  });

  it('names the figures in the words of the request’s category', () => {
    expect(pendingFigureLabels(1)).toEqual({
      subsidy: '최대 지원금',
      monthly: '최저 월 납부액',
      price: '출고가',
    });
    expect(pendingFigureLabels(2)).toEqual({
      subsidy: '최대 현금 사은품',
      monthly: '최저 월 요금',
      price: null,
    });
    // Water purifiers and every other main category are rentals.
    for (const categoryId1 of [3, 9]) {
      expect(pendingFigureLabels(categoryId1)).toEqual({
        subsidy: '최대 매장 지원금',
        monthly: '최저 월 렌탈료',
        price: null,
      });
    }
  });

  it('shows no 출고가 for an internet plan or a rental', () => {
    const labels = (categoryId1: number) =>
      pendingSummaryRows(pendingItem(9, { categoryId1, biddingStoreCount: 2 })).map(
        (row) => row.label,
      );
    expect(labels(2)).toEqual(['최대 현금 사은품', '입찰한 판매점', '최저 월 요금', '약정 기간']);
    expect(labels(3)).toEqual(['최대 매장 지원금', '입찰한 판매점', '최저 월 렌탈료', '약정 기간']);
  });
});

describe('deal product', () => {
  it('shows the chosen colour with its swatch and the model number', () => {
    expect(dealProductBanner(historyDetail())).toEqual({
      name: '갤럭시 S25',
      imageSrc: null,
      hideImage: false,
      color: { name: '블랙', hex: '#1F1F22' },
      options: ['모델명 SM-S931N'],
    });
  });

  it('leaves the colour out when none was chosen', () => {
    const plain = historyDetail({
      product: { ...historyDetail().product, color: null, colorHex: null, modelNumber: null },
    });
    expect(dealProductBanner(plain)).toMatchObject({ color: null, options: [] });
  });

  it('shows an internet plan by its name only', () => {
    const plan = historyDetail({
      categoryId1: 2,
      product: {
        ...historyDetail().product,
        name: 'LG U+ 1GB 인터넷+TV',
        newsAgency: 'LG U+',
        internetSpeed: '1GB',
        productType: '인터넷+TV',
      },
    });
    expect(dealProductBanner(plan)).toEqual({
      name: 'LG U+ > 1기가 > 인터넷+TV',
      imageSrc: null,
      hideImage: true,
      color: null,
      options: [],
    });
    const pictured = { ...plan, product: { ...plan.product, imageURL: '/images/lgu-tv.png' } };
    expect(dealProductBanner(pictured)).toMatchObject({
      imageSrc: '/images/lgu-tv.png',
      hideImage: false,
      color: null,
    });
  });
});

describe('feedback forms', () => {
  it('puts each review problem on its own field', () => {
    expect(reviewFormProblems(null, '  ')).toEqual({
      rating: '별점을 선택해 주세요.',
      review: '리뷰 내용을 입력해 주세요.',
    });
    expect(reviewFormProblems(4, '친절했어요.')).toEqual({ rating: null, review: null });
  });

  it('requires a report’s reason, and its text after trimming, each on its own field', () => {
    expect(reportFormProblems(null, '   ')).toEqual({
      reason: '신고 사유를 골라 주세요.',
      content: '신고 내용을 입력해 주세요.',
    });
    expect(reportFormProblems('NO_CONTACT', ' 연락이 없어요 ')).toEqual({
      reason: null,
      content: null,
    });
  });

  it('shows the server’s message only when it refused the form (4xx)', () => {
    expect(refusalMessage(new ApiError(409, 409, '이미 리뷰를 작성했어요.'))).toBe(
      '이미 리뷰를 작성했어요.',
    );
    expect(refusalMessage(new ApiError(500, 500, '서버에 문제가 생겼어요.'))).toBeNull();
    expect(refusalMessage(new ApiError(401, 401, '로그인이 필요해요.'))).toBeNull();
    expect(refusalMessage(new Error('network'))).toBeNull();
    expect(dealActionTexts.reviewFailed).toBe('리뷰를 등록하지 못했어요. 다시 시도해 주세요.');
  });
});
