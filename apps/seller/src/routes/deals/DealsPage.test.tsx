import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { listSellerDeals, type SellerDeal } from '@quotemarket/contract';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { listPage, numbered, sellerDeal } from '@quotemarket/contract/testing';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();

function serveDeals(answer: (query: URLSearchParams) => SellerDeal[] | Response, total?: number) {
  serveSellerProfile(server);
  const mock = mockEndpoint(listSellerDeals, ({ url }) => {
    const list = answer(url.searchParams);
    return list instanceof Response ? list : listPage(list, total ?? list.length);
  });
  server.use(mock.handler);
  return mock;
}

function figure(card: HTMLElement, term: string) {
  return within(card).getByText(term).nextElementSibling;
}

describe('DealsPage', () => {
  it('shows a won deal with the buyer to call, the figures, the all-in total and the request', async () => {
    const mock = serveDeals(() => [sellerDeal(1)]);
    renderConsole({ entries: [paths.deals()] });

    expect(await screen.findByRole('heading', { level: 1, name: '낙찰' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '갤럭시 S26 1' });
    expect(within(card).getByText(/낙찰$/)).toHaveTextContent('휴대폰 · 2026.11.21 14:30 낙찰');
    expect(within(card).getByText('김지현')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '전화 걸기 010-1234-5678' })).toHaveAttribute(
      'href',
      'tel:01012345678',
    );
    expect(figure(card, '총 지원금')).toHaveTextContent('650,000원');
    expect(figure(card, '월 납부액')).toHaveTextContent('92,938원');
    expect(figure(card, '약정 기간')).toHaveTextContent('24개월');
    expect(figure(card, '24개월 총 비용')).toHaveTextContent('2,230,512원');
    expect(within(card).getByText('아직 후기가 없어요.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: '갤럭시 S26 1' })).toHaveAttribute(
      'href',
      '/requests/101',
    );
    expect(within(card).getByRole('link', { name: '견적서 보기' })).toHaveAttribute(
      'href',
      `/deals/${sellerDeal(1).selectionId}/deal-document`,
    );
    expect(screen.getByRole('list', { name: '낙찰된 거래' })).toBeInTheDocument();
    expect(mock.calls[0]?.url.search).toBe('?page=1&size=10');
  });

  it('shows no contact of a buyer who did not agree to share it, and the buyer’s review', async () => {
    serveDeals(() => [
      sellerDeal(2, {
        buyerName: null,
        buyerPhone: null,
        summary: {
          kind: 'rental',
          upfrontBenefit: 160_000,
          monthlyPayment: 25_256,
          contractDuration: 36,
        },
        allInCost: { total: 749_216, months: 36 },
        review: { rating: 4, review: '설치까지 빨랐어요.', createdAt: '2026-11-23T01:00:00.000Z' },
      }),
    ]);
    renderConsole({ entries: [paths.deals()] });

    const card = await screen.findByRole('article', { name: '갤럭시 S26 2' });
    expect(
      within(card).getByText('구매자가 연락처 제공에 동의하지 않은 거래예요.'),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: /전화 걸기/ })).not.toBeInTheDocument();
    expect(card.querySelector('a[href^="tel:"]')).toBeNull();
    expect(figure(card, '월 렌탈료')).toHaveTextContent('25,256원');
    expect(figure(card, '36개월 총 비용')).toHaveTextContent('749,216원');
    expect(within(card).getByRole('img', { name: '별점 5점 만점에 4점' })).toBeInTheDocument();
    expect(within(card).getByText('설치까지 빨랐어요.')).toBeInTheDocument();
    expect(within(card).getByText('2026.11.23')).toBeInTheDocument();
    expect(within(card).queryByText('아직 후기가 없어요.')).not.toBeInTheDocument();
  });

  it('loads ten more deals on request', async () => {
    const user = userEvent.setup();
    const mock = serveDeals(
      (query) =>
        query.get('page') === '1' ? numbered(10, (n) => sellerDeal(n)) : [sellerDeal(11)],
      11,
    );
    renderConsole({ entries: [paths.deals()] });
    await screen.findByRole('article', { name: '갤럭시 S26 1' });
    expect(screen.getByText('총 11건')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '낙찰 더 보기' }));

    expect(await screen.findByRole('article', { name: '갤럭시 S26 11' })).toBeInTheDocument();
    expect(mock.calls.map((call) => call.url.searchParams.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: '낙찰 더 보기' })).not.toBeInTheDocument();
  });

  it('says so when nothing was won yet', async () => {
    serveDeals(() => []);
    renderConsole({ entries: [paths.deals()] });
    expect(await screen.findByText('아직 낙찰된 거래가 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '견적 요청 보러 가기' })).toHaveAttribute('href', '/');
  });

  it('says so when the deals cannot load, and loads them again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    serveDeals(() => (fail ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : [sellerDeal(1)]));
    renderConsole({ entries: [paths.deals()] });

    expect(await screen.findByText('낙찰 내역을 불러오지 못했어요.')).toBeInTheDocument();
    expect(screen.getByText('일시적인 문제가 생겼어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '갤럭시 S26 1' })).toBeInTheDocument();
  });

  it('keeps the loaded deals when the next ten fail, and tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let failNext = true;
    serveDeals((query) => {
      if (query.get('page') === '1') return numbered(10, (n) => sellerDeal(n));
      return failNext ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : [sellerDeal(11)];
    }, 11);
    renderConsole({ entries: [paths.deals()] });
    await screen.findByRole('article', { name: '갤럭시 S26 1' });

    await user.click(screen.getByRole('button', { name: '낙찰 더 보기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '낙찰 내역을 더 불러오지 못했어요. 일시적인 문제가 생겼어요.',
    );
    expect(screen.getByRole('article', { name: '갤럭시 S26 1' })).toBeInTheDocument();

    failNext = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('article', { name: '갤럭시 S26 11' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
