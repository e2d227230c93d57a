import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  listSellerReviews,
  replyToSellerReview,
  requestReviewCheck,
  type SellerReview,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import { installFakeIntersectionObserver } from '@quotemarket/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { listPage, numbered, sellerReview } from '@quotemarket/contract/testing';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();
const { showListEnd } = installFakeIntersectionObserver();

const repliedAt = '2026-11-21T02:00:00.000Z';

function serveReviews(
  answer: (query: URLSearchParams) => SellerReview[] | Response,
  totalElements?: number,
) {
  serveSellerProfile(server);
  const mock = mockEndpoint(listSellerReviews, ({ url }) => {
    const list = answer(url.searchParams);
    return list instanceof Response
      ? list
      : { ...listPage(list, totalElements ?? list.length), averageRating: 4.5 };
  });
  server.use(mock.handler);
  return mock;
}

/** The store's reviews as the server keeps them: a saved reply shows in the next list. */
function serveRepliableReviews(reviews: SellerReview[]) {
  const stored = new Map(reviews.map((review) => [review.ratingId, review]));
  serveReviews(() => [...stored.values()]);
  const reply = mockEndpoint(replyToSellerReview, ({ url, body }) => {
    const ratingId = Number(url.pathname.split('/').at(-2));
    const review = stored.get(ratingId)!;
    const content = (body as { content: string }).content;
    const updated = {
      ...review,
      reply: { content, createdAt: review.reply?.createdAt ?? repliedAt, updatedAt: repliedAt },
    };
    stored.set(ratingId, updated);
    return updated;
  });
  server.use(reply.handler);
  return reply;
}

function reviewRow(text: string) {
  return screen.getByText(text).closest('[role="listitem"]') as HTMLElement;
}

describe('ReviewsPage', () => {
  it('shows the average, the count and each review with the store’s reply', async () => {
    const mock = serveReviews(
      () => [
        sellerReview(1, {
          reply: { content: '감사합니다!', createdAt: repliedAt, updatedAt: repliedAt },
        }),
        sellerReview(2, { rating: 4, productName: null }),
      ],
      12,
    );
    renderConsole({ entries: [paths.reviews()] });

    expect(await screen.findByRole('heading', { level: 1, name: '후기' })).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: '평균 별점' });
    expect(within(summary).getByRole('img', { name: '별점 5점 만점에 4.5점' })).toBeInTheDocument();
    expect(within(summary).getByText('4.5')).toBeInTheDocument();
    expect(within(summary).getByText('후기 12개')).toBeInTheDocument();

    const replied = reviewRow('친절하게 안내해 주셨어요 1');
    expect(within(replied).getByText('김*현')).toBeInTheDocument();
    expect(within(replied).getByText('갤럭시 S26')).toBeInTheDocument();
    expect(within(replied).getByText('판매점 답글')).toBeInTheDocument();
    expect(within(replied).getByText('감사합니다!')).toBeInTheDocument();
    expect(within(replied).getByRole('button', { name: '답글 고치기' })).toBeInTheDocument();

    const open = reviewRow('친절하게 안내해 주셨어요 2');
    expect(within(open).queryByText('판매점 답글')).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: '답글 달기' })).toBeInTheDocument();
    expect(mock.calls[0]?.url.search).toBe('?page=1&size=10');
  });

  it('writes a reply under a review and shows it', async () => {
    const user = userEvent.setup();
    const reply = serveRepliableReviews([sellerReview(1)]);
    renderConsole({ entries: [paths.reviews()] });
    await screen.findByText('친절하게 안내해 주셨어요 1');

    await user.click(screen.getByRole('button', { name: '답글 달기' }));
    const field = screen.getByRole('textbox', { name: '답글' });
    expect(field).toHaveFocus();
    expect(screen.getByText('0 / 500')).toBeInTheDocument();
    await user.type(field, '  찾아 주셔서 고마워요.  ');
    await user.click(screen.getByRole('button', { name: '답글 저장' }));

    expect(await screen.findByText('답글을 남겼어요.')).toBeInTheDocument();
    expect(reply.calls).toHaveLength(1);
    expect(reply.calls[0]?.url.pathname).toBe('/api/v2/seller/reviews/1/reply');
    expect(reply.calls[0]?.body).toEqual({ content: '찾아 주셔서 고마워요.' });
    expect(screen.queryByRole('textbox', { name: '답글' })).not.toBeInTheDocument();
    const row = reviewRow('친절하게 안내해 주셨어요 1');
    expect(await within(row).findByText('찾아 주셔서 고마워요.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: '답글 고치기' })).toHaveFocus();
  });

  it('edits a reply, starting from the one already there', async () => {
    const user = userEvent.setup();
    const reply = serveRepliableReviews([
      sellerReview(3, {
        reply: { content: '감사합니다!', createdAt: repliedAt, updatedAt: repliedAt },
      }),
    ]);
    renderConsole({ entries: [paths.reviews()] });

    await user.click(await screen.findByRole('button', { name: '답글 고치기' }));
    const field = screen.getByRole('textbox', { name: '답글' });
    expect(field).toHaveValue('감사합니다!');
    await user.clear(field);
    await user.type(field, '다음에도 찾아 주세요.');
    await user.click(screen.getByRole('button', { name: '답글 저장' }));

    expect(await screen.findByText('답글을 고쳤어요.')).toBeInTheDocument();
    expect(reply.calls[0]?.url.pathname).toBe('/api/v2/seller/reviews/3/reply');
    expect(reply.calls[0]?.body).toEqual({ content: '다음에도 찾아 주세요.' });
    expect(await screen.findByText('다음에도 찾아 주세요.')).toBeInTheDocument();
  });

  it('asks for text before saving an empty reply, and cancels without saving', async () => {
    const user = userEvent.setup();
    const reply = serveRepliableReviews([sellerReview(1)]);
    renderConsole({ entries: [paths.reviews()] });

    await user.click(await screen.findByRole('button', { name: '답글 달기' }));
    await user.type(screen.getByRole('textbox', { name: '답글' }), '   ');
    await user.click(screen.getByRole('button', { name: '답글 저장' }));

    expect(screen.getByText('답글을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '답글' })).toHaveAttribute('aria-invalid', 'true');
    expect(reply.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('textbox', { name: '답글' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '답글 달기' })).toHaveFocus();
    expect(reply.calls).toHaveLength(0);
  });

  it('keeps the form with the API’s message when the reply is refused', async () => {
    const user = userEvent.setup();
    serveReviews(() => [sellerReview(1)]);
    const reply = mockEndpoint(replyToSellerReview, () =>
      apiErrorResponse(404, '후기를 찾을 수 없어요.'),
    );
    server.use(reply.handler);
    renderConsole({ entries: [paths.reviews()] });

    await user.click(await screen.findByRole('button', { name: '답글 달기' }));
    await user.type(screen.getByRole('textbox', { name: '답글' }), '고마워요.');
    await user.click(screen.getByRole('button', { name: '답글 저장' }));

    expect(await screen.findByText('후기를 찾을 수 없어요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '답글' })).toHaveValue('고마워요.');
    expect(screen.queryByText('답글을 남겼어요.')).not.toBeInTheDocument();
  });

  it('says so when there are no reviews yet', async () => {
    serveReviews(() => []);
    renderConsole({ entries: [paths.reviews()] });
    expect(await screen.findByText('아직 받은 후기가 없어요.')).toBeInTheDocument();
  });

  it('loads the next ten at the end of the list', async () => {
    const mock = serveReviews(
      (query) =>
        query.get('page') === '1' ? numbered(10, (n) => sellerReview(n)) : [sellerReview(11)],
      11,
    );
    renderConsole({ entries: [paths.reviews()] });
    await screen.findByText('친절하게 안내해 주셨어요 1');

    showListEnd();

    await waitFor(() => expect(mock.calls).toHaveLength(2));
    expect(mock.calls[1]?.url.searchParams.get('page')).toBe('2');
  });

  it('says so when the reviews cannot load, and loads them again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    let fail = true;
    serveReviews(() =>
      fail ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : [sellerReview(1)],
    );
    renderConsole({ entries: [paths.reviews()] });

    expect(await screen.findByText('후기를 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('친절하게 안내해 주셨어요 1')).toBeInTheDocument();
  });

  it('asks for a review to be checked with a required reason, and says it stays public', async () => {
    const user = userEvent.setup();
    serveReviews(() => [sellerReview(1, { review: '거짓 후기예요' })]);
    const asked = mockEndpoint(requestReviewCheck, {
      id: 5,
      reviewId: 1,
      status: 'PENDING',
      createdAt: repliedAt,
    });
    server.use(asked.handler);
    renderConsole({ entries: [paths.reviews()] });
    await screen.findByText('거짓 후기예요');

    await user.click(within(reviewRow('거짓 후기예요')).getByRole('button', { name: '검토 요청' }));
    const form = screen.getByRole('form', { name: '후기 검토 요청' });
    expect(within(form).getByText(/후기는 그대로 공개돼요/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: '검토 요청하기' }));
    expect(within(form).getByText('사유를 입력해 주세요.')).toBeInTheDocument();
    expect(asked.calls).toHaveLength(0);

    await user.type(within(form).getByLabelText('검토 요청 사유'), '거래한 적 없는 구매자예요');
    await user.click(within(form).getByRole('button', { name: '검토 요청하기' }));

    await waitFor(() => expect(asked.calls).toHaveLength(1));
    expect(asked.calls[0]?.body).toEqual({ reason: '거래한 적 없는 구매자예요' });
    expect(
      await screen.findByText(
        '후기 검토를 요청했어요. 운영팀이 결정할 때까지 후기는 그대로 보여요.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '후기 검토 요청' })).not.toBeInTheDocument();
  });

  it("shows the server's reason when the check cannot be asked for", async () => {
    const user = userEvent.setup();
    serveReviews(() => [sellerReview(1, { review: '별로예요' })]);
    const message = '이미 검토를 요청한 후기예요. 운영팀의 결정을 기다려 주세요.';
    server.use(mockEndpoint(requestReviewCheck, () => apiErrorResponse(409, message)).handler);
    renderConsole({ entries: [paths.reviews()] });
    await screen.findByText('별로예요');

    await user.click(within(reviewRow('별로예요')).getByRole('button', { name: '검토 요청' }));
    const form = screen.getByRole('form', { name: '후기 검토 요청' });
    await user.type(within(form).getByLabelText('검토 요청 사유'), '다시 봐 주세요');
    await user.click(within(form).getByRole('button', { name: '검토 요청하기' }));

    expect(await within(form).findByText(message)).toHaveAttribute('role', 'alert');
  });
});
