import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listQuotationsAwaitingSelection } from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '../../testing/renderApp';
import { buyerUnreadMessages, listPage, quotationCheckItem } from '@quotemarket/contract/testing';
import { rentalCard } from './quotationFixtures';
import { renderQuotationApp, serveUnreadMessages } from './quotationTestApp';

const server = setupMswServer();

beforeEach(() => {
  serveUnreadMessages(server);
});

beforeAll(async () => {
  await import('./QuotationCheckPage');
});

function serve(list: ReturnType<typeof quotationCheckItem>[], totalElements = list.length) {
  const endpoint = mockEndpoint(listQuotationsAwaitingSelection, listPage(list, totalElements));
  server.use(endpoint.handler);
  return endpoint;
}

describe('quotation check', () => {
  it('counts the requests in the heading and shows each with its best quote and stores', async () => {
    const endpoint = serve(
      [
        quotationCheckItem(26, {
          estimationCount: 8,
          sellerImages: ['https://cdn.example.kr/stores/4.png', null, null, null, null],
        }),
        quotationCheckItem(27, {
          estimationCount: 3,
          sellerImages: [null, null, null],
          productDetails: {
            ...quotationCheckItem(27).productDetails,
            id: 15,
            name: '코웨이 아이콘 정수기 2',
            categoryId1: 3,
            attributes: [{ attributeName: '모델명', value: 'CP-7211N' }],
          },
          estimationDetails: rentalCard(96, { storeName: '판교 렌탈센터' }),
        }),
      ],
      12,
    );
    renderQuotationApp('/quotation-check');

    expect(
      await screen.findByRole('heading', { name: '12개 상품이 선택을 기다리고 있어요' }),
    ).toBeInTheDocument();
    const query = endpoint.calls[0]!.url.searchParams;
    expect(query.get('pageNo')).toBe('1');
    expect(query.get('size')).toBe('10');

    const phone = screen.getByRole('article', { name: '갤럭시 S26' });
    expect(within(phone).getByRole('link', { name: '갤럭시 S26' })).toHaveAttribute(
      'href',
      '/check-quotation-details/26/1',
    );
    expect(within(phone).getByText('SM-S942N · 블랙 · 256GB')).toBeInTheDocument();
    expect(within(phone).getByText('견적 8개 도착')).toBeInTheDocument();
    // Eight stores bid: five faces, then "5+".
    const avatars = within(phone).getByRole('img', { name: '판매점 8곳' });
    expect(avatars).toHaveTextContent('5+');
    expect(avatars.querySelectorAll('[data-part="avatar"]')).toHaveLength(5);
    // The list has only photos: the first store's, then the store icon for the four without one,
    // never a made-up name's letter.
    expect(avatars.querySelector('img')).toHaveAttribute(
      'src',
      'https://cdn.example.kr/stores/4.png',
    );
    expect(avatars.querySelectorAll('[data-icon="store"]')).toHaveLength(4);
    expect(avatars).toHaveTextContent(/^5\+$/);
    expect(within(phone).getByText('24개월 총 비용')).toBeInTheDocument();
    expect(within(phone).getByText('2,042,680원')).toBeInTheDocument();
    expect(within(phone).getByRole('timer')).toBeInTheDocument();

    const rental = screen.getByRole('article', { name: '코웨이 아이콘 정수기 2' });
    expect(within(rental).getByText('36개월 총 비용')).toBeInTheDocument();
    expect(within(rental).getByText('909,200원')).toBeInTheDocument();
    expect(within(rental).getByText('매장 지원금')).toBeInTheDocument();
    expect(within(rental).getByText('29,700원 · 36개월')).toBeInTheDocument();
    expect(within(rental).getByRole('img', { name: '판매점 3곳' })).not.toHaveTextContent('5+');
  });

  it('marks a request whose stores sent messages the buyer has not read', async () => {
    serve([quotationCheckItem(26), quotationCheckItem(27)]);
    serveUnreadMessages(server, buyerUnreadMessages());
    renderQuotationApp('/quotation-check');
    const cards = () => screen.getAllByRole('article', { name: '갤럭시 S26' });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('새 메시지 2개'));
    expect(within(cards()[1]!).queryByText(/새 메시지/)).toBeNull();
  });

  it('opens a request from its card', async () => {
    const user = userEvent.setup();
    serve([quotationCheckItem(26)]);
    const { router } = renderQuotationApp('/quotation-check');
    await user.click(await screen.findByRole('link', { name: '갤럭시 S26' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/check-quotation-details/26/1'),
    );
  });

  it('says when nothing waits for a choice', async () => {
    serve([]);
    renderQuotationApp('/quotation-check');
    expect(await screen.findByText('진행 중인 견적 요청이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '상품 둘러보기' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: /선택을 기다리고/ })).toBeNull();
  });

  it('offers a retry when the list fails', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(listQuotationsAwaitingSelection, () =>
        apiErrorResponse(500, '서버에 문제가 생겼어요.'),
      ).handler,
    );
    renderQuotationApp('/quotation-check');
    expect(await screen.findByText('견적 요청을 불러오지 못했어요')).toBeInTheDocument();
    serve([quotationCheckItem(26)]);
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { name: '1개 상품이 선택을 기다리고 있어요' }),
    ).toBeInTheDocument();
  });

  it('toasts a dealer’s new quote and refreshes the list; a withdrawal only refreshes', async () => {
    const endpoint = serve([quotationCheckItem(26, { estimationCount: 1, sellerImages: [null] })]);
    const { stream } = renderQuotationApp('/quotation-check');
    await screen.findByText('견적 1개 도착');
    await waitFor(() => expect(stream.listening).toBe(1));
    const callsBefore = endpoint.calls.length;

    serve([quotationCheckItem(26, { estimationCount: 2, sellerImages: [null, null] })]);
    act(() =>
      stream.emit({
        quotationId: 26,
        estimationId: 301,
        change: 'submitted',
        storeName: '강남 휴대폰 성지',
      }),
    );
    const toast = await screen.findByText('강남 휴대폰 성지에서 견적이 도착했어요');
    expect(toast.closest('[data-qm="toast"]')).toHaveTextContent('갤럭시 S26');
    expect(await screen.findByText('견적 2개 도착')).toBeInTheDocument();

    const refreshed = mockEndpoint(listQuotationsAwaitingSelection, {
      list: [quotationCheckItem(26, { estimationCount: 1, sellerImages: [null] })],
      totalElements: 1,
      totalPages: 1,
    });
    server.use(refreshed.handler);
    act(() =>
      stream.emit({
        quotationId: 26,
        estimationId: 301,
        change: 'withdrawn',
        storeName: '강남 휴대폰 성지',
      }),
    );
    expect(await screen.findByText('견적 1개 도착')).toBeInTheDocument();
    expect(refreshed.calls.length).toBeGreaterThan(0);
    expect(endpoint.calls.length).toBe(callsBefore);
    expect(screen.queryByText(/철회|거둬/)).toBeNull();
  });
});
