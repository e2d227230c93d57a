import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getPurchaseHistoryDetail,
  reportSeller,
  submitProductReview,
  type HistoryDetail,
} from '@quotemarket/contract';
import { historyDetail } from '@quotemarket/contract/testing';
import { apiErrorResponse, mockEndpoint, silenceConsoleErrors } from '../../testing/renderApp';
import { renderHistoryApp, setupHistoryTest } from './historyTestApp';
import { paths } from '../../paths';

const server = setupHistoryTest(() => import('./HistoryDetailPage'));

afterEach(() => {
  vi.restoreAllMocks();
});

function serveDetail(detail: HistoryDetail) {
  const mock = mockEndpoint(getPurchaseHistoryDetail, detail);
  server.use(mock.handler);
  return mock;
}

/** A deal's detail: the phone deal's unless another address is given. */
function renderDetail(path = paths.historyDetail('phone', 41, 5)) {
  return renderHistoryApp(path);
}

/** The value printed beside a label of a figures list. */
function valueOf(container: HTMLElement, label: string) {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('[data-part="value"]')!.textContent;
}

/** The colour swatch of a product banner: whether it knows the colour, and which it paints. */
function swatchOf(container: HTMLElement) {
  const swatch = container.querySelector<HTMLElement>('[data-part="swatch"]');
  if (!swatch) return null;
  return {
    known: swatch.getAttribute('data-known'),
    color: swatch.style.getPropertyValue('--request-product-swatch') || null,
  };
}

async function loaded() {
  return screen.findByRole('heading', { name: '구매 신청을 완료했어요' });
}

describe('history detail', () => {
  it('shows a phone deal’s figures exactly as the API gives them', async () => {
    const mock = serveDetail(historyDetail());
    renderDetail();
    await loaded();
    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/quotations/purchase-history/41');
    expect(screen.getByText('강남 폰가게에서 곧 전화로 연락드릴 거예요.')).toBeInTheDocument();
    const product = screen.getByRole('region', { name: '구매 신청한 상품' });
    const banner = within(product).getByRole('region', { name: '갤럭시 S25' });
    expect(within(banner).getByRole('heading', { level: 3 })).toHaveTextContent('갤럭시 S25');
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['색상 블랙', '모델명 SM-S931N']);
    // The colour the buyer chose, painted beside its name.
    expect(swatchOf(banner)).toEqual({ known: 'true', color: '#1F1F22' });

    const quote = screen.getByRole('region', { name: '견적 내용' });
    expect(valueOf(quote, '출고가')).toBe('1,155,000원');
    expect(valueOf(quote, '공시지원금')).toBe('-200,000원');
    expect(valueOf(quote, '추가지원금')).toBe('-100,000원');
    // Not the sum the page could make (300,000원): the API's figure.
    expect(valueOf(quote, '총 지원금')).toBe('300,001원');
    expect(valueOf(quote, '할부 이자 (월)')).toBe('1,230원');
    expect(valueOf(quote, '월 할부금')).toBe('20,111원');
    expect(valueOf(quote, '월 통신요금')).toBe('60,000원');
    expect(valueOf(quote, '월 납부액')).toBe('80,999원');
    const services = within(quote).getByRole('region', { name: '필수 부가서비스' });
    expect(valueOf(services, 'V컬러링')).toBe('월 3,300원');
    expect(within(services).getByText('3개월 유지')).toBeInTheDocument();

    const months = within(quote).getByRole('radiogroup', { name: '할부 개월: 24개월' });
    const chips = within(months).getAllByRole('radio');
    expect(chips.map((chip) => (chip as HTMLInputElement).labels?.[0]?.textContent)).toEqual([
      '일시불',
      '12개월',
      '18개월',
      '24개월',
      '30개월',
      '36개월',
      '48개월',
    ]);
    expect(within(months).getByRole('radio', { name: '24개월' })).toBeChecked();
    expect(within(months).getByRole('radio', { name: '36개월' })).toBeDisabled();
    expect(
      within(screen.getByRole('region', { name: '기타 조건' })).getByText('6개월 요금제 유지'),
    ).toBeInTheDocument();

    const cost = screen.getByRole('region', { name: '약정 기간 총 비용' });
    expect(valueOf(cost, '기기값 (지원금 뺀 할부원금)')).toBe('855,000원');
    expect(valueOf(cost, '필수 부가서비스')).toBe('9,900원');
    expect(valueOf(cost, '24개월 총 비용')).toBe('2,055,000원');
  });

  it('leads to the deal’s 견적서', async () => {
    serveDetail(historyDetail());
    renderDetail();
    await loaded();
    expect(screen.getByRole('link', { name: '견적서 보기' })).toHaveAttribute(
      'href',
      paths.dealDocument(41),
    );
  });

  it('shows a colour the API has no swatch for beside a neutral dot, and no colour when none', async () => {
    serveDetail(
      historyDetail({
        product: { ...historyDetail().product, color: '아이스블루', colorHex: null },
      }),
    );
    const { unmount } = renderDetail();
    await loaded();
    let banner = screen.getByRole('region', { name: '갤럭시 S25' });
    expect(within(banner).getByText('아이스블루')).toBeInTheDocument();
    expect(swatchOf(banner)).toEqual({ known: 'false', color: null });
    unmount();

    serveDetail(
      historyDetail({
        product: { ...historyDetail().product, color: null, colorHex: null, modelNumber: null },
      }),
    );
    renderDetail();
    await loaded();
    banner = screen.getByRole('region', { name: '갤럭시 S25' });
    expect(swatchOf(banner)).toBeNull();
    expect(within(banner).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows a rental deal: subsidy spread over the months and the fee after it', async () => {
    serveDetail(
      historyDetail({
        categoryId1: 3,
        product: { ...historyDetail().product, name: '코웨이 아이콘 정수기 2', modelNumber: null },
        publiclyAnnouncedSubsidy: null,
        storeSubsidy: 160_000,
        totalSupport: 160_000,
        installmentPeriod: null,
        installmentInterest: null,
        monthlyInstallment: null,
        monthlyTelecommunicationFee: null,
        monthlyTotal: null,
        howToManage: '방문 관리',
        manageCycle: '4개월',
        contractMonths: 36,
        rentalFee: 29_700,
        monthlySubsidy: 4_444,
        monthlyRentalAfterSubsidy: 25_256,
        additionalServices: [],
      }),
    );
    renderDetail(paths.historyDetail('rental', 41, 5));
    await loaded();
    const quote = screen.getByRole('region', { name: '견적 내용' });
    expect(valueOf(quote, '약정 기간')).toBe('36개월');
    expect(valueOf(quote, '관리 방식')).toBe('방문 관리');
    expect(valueOf(quote, '관리 주기')).toBe('4개월');
    expect(valueOf(quote, '매장 지원금')).toBe('160,000원');
    expect(valueOf(quote, '예상 월 렌탈료')).toBe('29,700원');
    expect(valueOf(quote, '월 지원금')).toBe('-4,444원');
    expect(valueOf(quote, '지원금 적용 후 월 렌탈료')).toBe('25,256원');
    expect(within(quote).getByText('추가 서비스가 없어요')).toBeInTheDocument();
    expect(within(quote).queryByText('공시지원금')).not.toBeInTheDocument();
  });

  it('shows an internet deal: cash gift, fee before and after the bundle', async () => {
    serveDetail(
      historyDetail({
        categoryId1: 2,
        product: {
          ...historyDetail().product,
          name: 'LG U+ 1GB 인터넷+TV',
          newsAgency: 'LG U+',
          internetSpeed: '1GB',
          productType: '인터넷+TV',
        },
        cashGift: 340_000,
        monthlyFeeBeforeBundle: 59_400,
        monthlyBundledRate: 50_600,
        contractMonths: 36,
        notes: '설치비 무료, 공유기 무상 업그레이드',
      }),
    );
    renderDetail(paths.historyDetail('internet', 41, 5));
    await loaded();
    const product = screen.getByRole('region', { name: '구매 신청한 상품' });
    expect(
      within(product).getByRole('heading', { name: 'LG U+ > 1기가 > 인터넷+TV' }),
    ).toBeInTheDocument();
    expect(swatchOf(product)).toBeNull();
    const quote = screen.getByRole('region', { name: '견적 내용' });
    expect(valueOf(quote, '현금 사은품')).toBe('340,000원');
    expect(valueOf(quote, '결합 전 월 요금')).toBe('59,400원');
    expect(valueOf(quote, '결합 후 월 요금')).toBe('50,600원');
    // The dealer's notes are part of the deal, as they were on the quote.
    expect(
      within(screen.getByRole('region', { name: '참고 사항' })).getByText(
        '설치비 무료, 공유기 무상 업그레이드',
      ),
    ).toBeInTheDocument();
  });

  it('goes to the deal’s own kind from another kind’s address', async () => {
    serveDetail(historyDetail({ categoryId1: 2 }));
    const { router } = renderDetail(paths.historyDetail('phone', 41, 5));
    await loaded();
    expect(router.state.location.pathname).toBe(paths.historyDetail('internet', 41, 5));
  });

  it('says when the deal is not the buyer’s', async () => {
    silenceConsoleErrors();
    server.use(
      mockEndpoint(getPurchaseHistoryDetail, () =>
        apiErrorResponse(404, '구매 신청 내역을 찾을 수 없어요.'),
      ).handler,
    );
    renderDetail();
    expect(await screen.findByText('구매 신청 내역을 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 내역으로' })).toHaveAttribute(
      'href',
      paths.quoteHistory(),
    );
  });
});

describe('phone call', () => {
  it('dials the store’s number without dashes', async () => {
    serveDetail(historyDetail({ phoneNumber: '02-123-4567' }));
    renderDetail();
    await loaded();
    expect(screen.getByRole('link', { name: '전화 상담' })).toHaveAttribute(
      'href',
      'tel:021234567',
    );
  });

  it('says there is no number instead of dialing nothing', async () => {
    const user = userEvent.setup();
    serveDetail(historyDetail({ phoneNumber: '' }));
    renderDetail();
    await loaded();
    expect(screen.queryByRole('link', { name: '전화 상담' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '전화 상담' }));
    expect(
      await screen.findByRole('alertdialog', { name: '전화번호가 없어요' }),
    ).toBeInTheDocument();
  });
});

describe('review', () => {
  async function openReview() {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '리뷰 쓰기' }));
    const dialog = await screen.findByRole('dialog', { name: '리뷰 쓰기' });
    return { user, dialog };
  }

  it('asks for the stars and the text before sending anything', async () => {
    const review = mockEndpoint(submitProductReview, { ratingId: 8 });
    server.use(review.handler);
    serveDetail(historyDetail());
    renderDetail();
    const { user, dialog } = await openReview();
    await user.type(within(dialog).getByRole('textbox', { name: '리뷰 내용' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록하기' }));
    expect(within(dialog).getByText('별점을 선택해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('리뷰 내용을 입력해 주세요.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '리뷰 내용' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(review.calls).toHaveLength(0);
  });

  it('shows a refusal on the text, a failure in the dialog, and a toast once it is sent', async () => {
    let answer: 'refuse' | 'fail' | 'accept' = 'refuse';
    const review = mockEndpoint(submitProductReview, () =>
      answer === 'refuse'
        ? apiErrorResponse(409, '이미 리뷰를 작성했어요.')
        : answer === 'fail'
          ? apiErrorResponse(500, '서버에 문제가 생겼어요.')
          : { ratingId: 8 },
    );
    server.use(review.handler);
    const detail = serveDetail(historyDetail());
    renderDetail();
    const { user, dialog } = await openReview();
    await user.click(within(dialog).getByRole('radio', { name: '4점' }));
    await user.type(within(dialog).getByRole('textbox', { name: '리뷰 내용' }), ' 친절했어요. ');
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록하기' }));

    const text = within(dialog).getByRole('textbox', { name: '리뷰 내용' });
    await waitFor(() => expect(text).toHaveAccessibleDescription(/이미 리뷰를 작성했어요\./));
    expect(text).toHaveAttribute('aria-invalid', 'true');
    expect(review.calls[0]?.body).toEqual({
      sellerId: 5,
      productId: 7,
      rating: 4,
      review: '친절했어요.',
    });

    answer = 'fail';
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록하기' }));
    expect(
      await within(dialog).findByText('리뷰를 등록하지 못했어요. 다시 시도해 주세요.'),
    ).toBeInTheDocument();

    answer = 'accept';
    await user.click(within(dialog).getByRole('button', { name: '리뷰 등록하기' }));
    expect(await screen.findByText('리뷰를 등록했어요')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(review.calls).toHaveLength(3);
    // The deal is read again, so it can say it has a review.
    await waitFor(() => expect(detail.calls).toHaveLength(2));
  });

  it('says the review was already left instead of offering another', async () => {
    serveDetail(historyDetail({ hasReview: true }));
    renderDetail();
    await loaded();
    expect(screen.getByRole('button', { name: '리뷰를 이미 남겼어요' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '리뷰 쓰기' })).not.toBeInTheDocument();
  });
});

describe('report', () => {
  it('needs a reason and text after trimming, keeps a failure in the dialog, and confirms with a toast', async () => {
    const user = userEvent.setup();
    let fail = true;
    const report = mockEndpoint(reportSeller, () =>
      fail ? apiErrorResponse(500, '서버에 문제가 생겼어요.') : { reportId: 3 },
    );
    server.use(report.handler);
    serveDetail(historyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '판매점 신고하기' });
    const reasons = within(dialog).getByRole('radiogroup', { name: '신고 사유' });
    const text = within(dialog).getByRole('textbox', { name: '신고 내용' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual([
      'DIFFERENT_CONTRACT',
      'FALSE_QUOTE',
      'FORCED_EXTRAS',
      'NO_CONTACT',
      'RUDE',
      'OTHER',
    ]);

    await user.type(text, '    ');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(reasons).toHaveAccessibleDescription('신고 사유를 골라 주세요.');
    expect(text).toHaveAccessibleDescription(/신고 내용을 입력해 주세요\./);
    expect(report.calls).toHaveLength(0);

    await user.click(within(reasons).getByRole('radio', { name: '연락이 안 돼요' }));
    expect(reasons).not.toHaveAccessibleDescription();
    // Only 견적과 다르게 계약했어요 takes the 견적서.
    expect(
      within(dialog).queryByRole('link', { name: '붙는 견적서 보기' }),
    ).not.toBeInTheDocument();
    await user.type(text, '연락이 없어요.  ');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(
      await within(dialog).findByText('신고를 접수하지 못했어요. 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(report.calls[0]?.body).toEqual({
      content: '연락이 없어요.',
      sellerId: 5,
      productId: 7,
      reason: 'NO_CONTACT',
    });

    fail = false;
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    expect(await screen.findByText('신고를 접수했어요')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(report.calls).toHaveLength(2);
    // One report per deal: the button says it is done, and the deal is read again to remember it.
    expect(screen.getByRole('button', { name: '신고했어요' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
  });

  it('says the store was already reported instead of offering another report', async () => {
    serveDetail(historyDetail({ hasReport: true }));
    renderDetail();
    await loaded();
    expect(screen.getByRole('button', { name: '신고했어요' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '신고하기' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a second report on the field', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(reportSeller, () => apiErrorResponse(409, '이미 신고한 판매점이에요.')).handler,
    );
    serveDetail(historyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '판매점 신고하기' });
    const text = within(dialog).getByRole('textbox', { name: '신고 내용' });
    await user.click(within(dialog).getByRole('radio', { name: '불친절했어요' }));
    await user.type(text, '연락이 없어요.');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(/이미 신고한 판매점이에요\./));
  });

  it('says the 견적서 goes with 견적과 다르게 계약했어요, links to it, and shows a refusal on the reason', async () => {
    const user = userEvent.setup();
    const noDeal = '이 판매점과 맺은 거래가 없어서 견적서를 붙일 수 없어요.';
    const report = mockEndpoint(reportSeller, () =>
      apiErrorResponse(400, noDeal, { reason: noDeal }),
    );
    server.use(report.handler);
    serveDetail(historyDetail());
    renderDetail();
    await user.click(await screen.findByRole('button', { name: '신고하기' }));
    const dialog = await screen.findByRole('dialog', { name: '판매점 신고하기' });
    const reasons = within(dialog).getByRole('radiogroup', { name: '신고 사유' });
    await user.click(within(reasons).getByRole('radio', { name: '견적과 다르게 계약했어요' }));
    expect(reasons).toHaveAccessibleDescription(/이 거래의 견적서가 신고에 함께 붙어요/);
    expect(within(dialog).getByRole('link', { name: '붙는 견적서 보기' })).toHaveAttribute(
      'href',
      paths.dealDocument(41),
    );

    await user.type(within(dialog).getByRole('textbox', { name: '신고 내용' }), '요금제가 달라요');
    await user.click(within(dialog).getByRole('button', { name: '신고하기' }));
    await waitFor(() => expect(reasons).toHaveAccessibleDescription(new RegExp(`^${noDeal}`)));
    expect(report.calls[0]?.body).toMatchObject({ reason: 'DIFFERENT_CONTRACT' });
    expect(
      within(dialog).getByRole('textbox', { name: '신고 내용' }),
    ).not.toHaveAccessibleDescription(new RegExp(noDeal));
  });
});
