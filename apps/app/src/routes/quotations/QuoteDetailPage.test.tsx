import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getEstimationDetail,
  getQuotationMarketPrice,
  listEstimationsByQuotation,
  type QuotationMarketPrice,
  selectEstimation,
  selectionConsentVersion,
  type EstimationDetail,
} from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '../../testing/renderApp';
import { estimationDetail, marketPrice } from '@quotemarket/contract/testing';
import { internetDetail, quotationProgress, rankedCards, rentalDetail } from './quotationFixtures';
import { notSelectableReasons } from './quotationRules';
import { renderQuotationApp, serveUnreadMessages } from './quotationTestApp';
import { paths } from '../../paths';

const server = setupMswServer();

beforeEach(() => {
  serveUnreadMessages(server);
});

beforeAll(async () => {
  await import('./QuoteDetailPage');
});

function serve(detail: EstimationDetail, market: QuotationMarketPrice = { marketPrice: null }) {
  const endpoint = mockEndpoint(getEstimationDetail, detail);
  server.use(endpoint.handler, mockEndpoint(getQuotationMarketPrice, market).handler);
  return endpoint;
}

/** The rows of the section titled `title`, as term → definition text. */
function rowsOf(title: string) {
  const section = screen.getByRole('region', { name: title });
  const terms = within(section).getAllByRole('term');
  return Object.fromEntries(
    terms.map((term) => [term.textContent, term.parentElement!.querySelector('dd')!.textContent]),
  );
}

describe('quote detail', () => {
  it('shows the market price of deals like the request and how this quote compares', async () => {
    const detail = estimationDetail();
    const market = mockEndpoint(getQuotationMarketPrice, {
      marketPrice: marketPrice({ medianAllInCost: detail.allInCost.total + 32_000 }),
    });
    serve(detail);
    server.use(market.handler);
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    const section = await screen.findByRole('region', { name: '실거래 중간값' });
    expect(market.calls[0]!.url.pathname).toBe(
      `/api/v2/quotation-list/quotations/${detail.quotationId}/market-price`,
    );
    expect(section).toHaveTextContent('최근 30일 7건의 거래 기준');
    expect(section).toHaveTextContent('실거래 중간값보다 32,000원 저렴해요');
  });

  it('says the deals are gathering while fewer than five are like the request', async () => {
    serve(estimationDetail());
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    const section = await screen.findByRole('region', { name: '실거래 중간값' });
    expect(section).toHaveTextContent('거래가 쌓이면 보여드려요');
  });

  it('shows a phone quote: dealer, price breakdown, contract, add-ons, conditions, all-in cost', async () => {
    const endpoint = serve(estimationDetail());
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    expect(await screen.findByRole('heading', { name: '갤럭시 S26' })).toBeInTheDocument();
    expect(endpoint.calls[0]!.url.pathname).toBe('/api/v2/quotation-list/estimations/93');

    const product = screen.getByRole('region', { name: '갤럭시 S26' });
    expect(
      within(product)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['색상 블랙', '모델명 SM-S942N']);
    // The colour the buyer chose, painted beside its name.
    const swatch = product.querySelector<HTMLElement>('[data-part="swatch"]')!;
    expect(swatch).toHaveAttribute('data-known', 'true');
    expect(swatch.style.getPropertyValue('--request-product-swatch')).toBe('#1f1f22');
    expect(within(product).getByText('판매점 4곳이 견적을 보냈어요')).toBeInTheDocument();

    const dealer = screen.getByRole('region', { name: '판매점' });
    expect(within(dealer).getByText('잠실 통신플라자')).toBeInTheDocument();
    expect(within(dealer).getByText('낙찰 2건')).toBeInTheDocument();
    expect(within(dealer).getByRole('link', { name: /잠실 통신플라자/ })).toHaveAttribute(
      'href',
      paths.store(4),
    );
    expect(within(dealer).getByRole('link', { name: '판매점에 문의하기' })).toHaveAttribute(
      'href',
      paths.conversation(93),
    );

    expect(rowsOf('가격 상세')).toEqual({
      출고가: '1,254,000원',
      공시지원금: '-220,000원',
      '공시지원금 지급 주체': '통신사',
      추가지원금: '-370,000원',
      '추가지원금 지급 주체': '판매점',
      '총 지원금': '590,000원',
      '할부 원금': '664,000원',
      '할부 개월': '36개월',
      '할부 이자 (월)': '1,630원',
      '월 할부금': '20,074원',
      '요금제 (월)': '55,000원',
      '요금제 유지 기간': '6개월',
      '월 통신요금': '55,000원',
      '월 납부액': '75,074원',
    });

    const contract = screen.getByRole('radiogroup', { name: '약정 기간' });
    expect(within(contract).getByRole('radio', { name: '24개월' })).toBeChecked();
    expect(within(contract).getByRole('radio', { name: '36개월' })).toBeDisabled();
    expect(screen.getByText('요청하신 약정 기간은 12개월이에요.')).toBeInTheDocument();

    expect(rowsOf('부가서비스')).toEqual({ '우주패스 라이트': '월 9,900원' });
    expect(screen.getByText('6개월 동안 유지해야 해요')).toBeInTheDocument();
    expect(screen.getByText('개통 후 6개월 유지 조건이에요.')).toBeInTheDocument();

    expect(rowsOf('24개월 총 비용')).toEqual({
      '기기값 (지원금 뺀 할부원금)': '664,000원',
      '할부 이자': '58,680원',
      통신요금: '1,320,000원',
      '필수 부가서비스': '59,400원',
      '24개월 총 비용': '2,102,080원',
    });
    expect(screen.getByRole('button', { name: '구매 신청하기' })).toBeEnabled();
  });

  it('tells the buyer that subsidies apply at signing and a promise of cash later is not to be trusted', async () => {
    serve(estimationDetail());
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    const notice = await screen.findByRole('note', { name: '안전 거래 안내' });
    expect(notice).toHaveTextContent(
      '지원금은 계약서에 적힌 대로 바로 적용돼요. 나중에 현금으로 돌려준다는 약속은 믿지 마세요.',
    );
    expect(screen.getByRole('region', { name: '안전 거래 안내' })).toContainElement(notice);
  });

  it('says a term was not stated on a quote sent before it was asked', async () => {
    serve(
      estimationDetail({
        publiclyAnnouncedSubsidyPayer: null,
        storeSubsidyPayer: null,
        ratePlanRequiredMonths: null,
      }),
    );
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    await screen.findByRole('heading', { name: '갤럭시 S26' });
    expect(rowsOf('가격 상세')).toMatchObject({
      '공시지원금 지급 주체': '-',
      '추가지원금 지급 주체': '-',
      '요금제 유지 기간': '-',
    });
  });

  it('shows an internet quote: the request, then the dealer’s quote with benefits as minus', async () => {
    serve(internetDetail());
    renderQuotationApp(paths.quoteDetail('internet', 97, 40));
    expect(
      await screen.findByRole('heading', { name: 'LG U+ > 1기가 > 인터넷+TV+집전화' }),
    ).toBeInTheDocument();
    const product = screen.getByRole('region', { name: 'LG U+ > 1기가 > 인터넷+TV+집전화' });
    expect(product.querySelector('[data-part="swatch"]')).toBeNull();
    expect(rowsOf('요청 내용')).toEqual({
      상품: 'LG U+ > 1기가 > 인터넷+TV+집전화',
      '주 사용 목적': '실시간 방송·대용량 파일',
      '휴대폰 통신사': '결합 안 함',
      '휴대폰 결합': '아니요',
      '월 예산': '4만 원대',
    });
    expect(rowsOf('판매점 견적')).toEqual({
      '현금 사은품': '340,000원',
      '사은품 지급 시점': '설치 후 30일 이내 지급',
      '결합 전 월 요금': '59,400원',
      '결합 후 월 요금': '50,600원',
      '혜택이 가장 큰 통신사': 'LG U+',
      '약정 기간': '36개월',
    });
    expect(screen.getByText('설치 당일 공유기를 무상으로 바꿔 드려요.')).toBeInTheDocument();
    expect(rowsOf('36개월 총 비용')).toEqual({
      '결합 후 요금': '1,821,600원',
      '현금 사은품': '-340,000원',
      '36개월 총 비용': '1,481,600원',
    });
  });

  it('shows a water purifier quote with the expected monthly rental', async () => {
    serve(rentalDetail());
    renderQuotationApp(paths.quoteDetail('rental', 96, 15));
    expect(
      await screen.findByRole('heading', { name: '코웨이 아이콘 정수기 2' }),
    ).toBeInTheDocument();
    expect(rowsOf('요청 내용')).toEqual({
      상품명: '코웨이 아이콘 정수기 2',
      '관리 방식': '자가 관리',
      '관리 주기': '6개월',
      '희망 약정 기간': '36개월',
    });
    expect(rowsOf('판매점 견적')).toEqual({
      '월 렌탈료': '29,700원',
      '매장 지원금': '-160,000원',
      '약정 기간': '36개월',
      '의무 사용 기간': '36개월',
      '중도 해지 위약금': '남은 렌탈료의 10%',
      '예상 월 렌탈료': '25,256원',
    });
    expect(screen.getByText('설치비 무료, 필터 1회 추가 증정이에요.')).toBeInTheDocument();
  });

  it('moves a quote opened under the wrong kind to its own', async () => {
    serve(rentalDetail());
    const { router } = renderQuotationApp(paths.quoteDetail('phone', 96, 15));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(paths.quoteDetail('rental', 96, 15)),
    );
    expect(await screen.findByText('관리 방식')).toBeInTheDocument();
  });

  it('sends the purchase request from the detail with the consent, then leads to the history', async () => {
    const user = userEvent.setup();
    serve(estimationDetail());
    const selection = mockEndpoint(selectEstimation, {
      selectionId: 3,
      quotationId: 26,
      estimationId: 93,
      storeName: '잠실 통신플라자',
    });
    server.use(selection.handler);
    const { router } = renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    await user.click(await screen.findByRole('button', { name: '구매 신청하기' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: '잠실 통신플라자에 구매 신청할까요?',
    });
    const confirm = within(dialog).getByRole('button', { name: '구매 신청하기' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(confirm);
    const done = await screen.findByRole('alertdialog', { name: '구매 신청을 완료했어요' });
    expect(selection.calls[0]!.body).toEqual({
      estimationId: 93,
      consent: { agreed: true, version: selectionConsentVersion },
    });
    await user.click(within(done).getByRole('button', { name: '구매 신청 내역 보기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.quoteHistory()));
  });

  it.each([
    ['the deadline has passed', '2026-11-20T03:00:00.000Z', notSelectableReasons.deadlinePassed],
    ['another quote was chosen', '2099-11-27T03:00:00.000Z', notSelectableReasons.alreadySelected],
  ])('disables the purchase request with the reason when %s', async (_case, deadlineAt, reason) => {
    serve(estimationDetail({ isSelectable: false }));
    server.use(
      mockEndpoint(listEstimationsByQuotation, {
        list: rankedCards,
        totalElements: 3,
        totalPages: 1,
        quotation: quotationProgress({ deadlineAt, isOpen: false }),
      }).handler,
    );
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    const button = await screen.findByRole('button', { name: '구매 신청하기' });
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toHaveAccessibleDescription(reason));
  });

  it('says the quote is gone when the dealer withdrew it', async () => {
    server.use(
      mockEndpoint(getEstimationDetail, () => apiErrorResponse(404, '견적을 찾을 수 없어요.'))
        .handler,
    );
    renderQuotationApp(paths.quoteDetail('phone', 93, 1));
    expect(await screen.findByText('견적을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 확인으로' })).toHaveAttribute(
      'href',
      paths.quotationCheck(),
    );
  });
});
