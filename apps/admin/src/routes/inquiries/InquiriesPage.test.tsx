import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  answerOperatorInquiry,
  inquiryAnswerMessages,
  listOperatorInquiries,
} from '@quotemarket/contract';
import { listPage, operatorInquiry } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import { mockEndpoint, renderAdmin, setupMswServer } from '../../testing/renderAdmin';

const server = setupMswServer();

describe('InquiriesPage', () => {
  it('lists the waiting inquiries and marks one answered with a note', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'OPERATOR' });
    const list = mockEndpoint(listOperatorInquiries, listPage([operatorInquiry(3)]));
    const answer = mockEndpoint(
      answerOperatorInquiry,
      operatorInquiry(3, { status: 'answered', answerNote: '판매점에 연락을 요청했어요.' }),
    );
    server.use(list.handler, answer.handler);
    renderAdmin({ entries: [paths.inquiries()] });

    const table = await screen.findByRole('table', { name: '답변 대기 문의' });
    expect(within(table).getByText('견적을 골랐는데 판매점 연락이 없어요.')).toBeInTheDocument();
    expect(list.calls[0]?.url.searchParams.get('status')).toBe('received');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: '문의 #3 답변 완료 표시' }));
    const dialog = screen.getByRole('dialog', { name: '문의 #3 답변 완료' });
    await user.click(within(dialog).getByRole('button', { name: '답변 완료로 표시' }));
    expect(within(dialog).getByText(inquiryAnswerMessages.noteRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: '답변 메모' }),
      '판매점에 연락을 요청했어요.',
    );
    await user.click(within(dialog).getByRole('button', { name: '답변 완료로 표시' }));

    expect(await screen.findByText('답변 완료로 표시했어요.')).toBeInTheDocument();
    expect(answer.calls[0]?.body).toEqual({ note: '판매점에 연락을 요청했어요.' });
  });

  it('shows who answered on the 답변 완료 tab, and offers 조회 전용 no action', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    server.use(
      mockEndpoint(listOperatorInquiries, ({ url }) =>
        url.searchParams.get('status') === 'answered'
          ? listPage([
              operatorInquiry(4, {
                status: 'answered',
                answeredAt: '2026-12-05T05:00:00.000Z',
                answeredBy: { id: 2, name: '박운영' },
                answerNote: '환불 절차를 안내했어요.',
              }),
            ])
          : listPage([operatorInquiry(3)]),
      ).handler,
    );
    const { router } = renderAdmin({ entries: [paths.inquiries()] });

    await screen.findByRole('table', { name: '답변 대기 문의' });
    expect(screen.queryByRole('button', { name: /답변 완료 표시/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '답변 완료' }));
    expect(await screen.findByText('환불 절차를 안내했어요.')).toBeInTheDocument();
    expect(screen.getByText('박운영 · 2026.12.05 14:00')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=answered');
    await expectNoAxeViolations();
  });

  it('orders each tab by a column from its header on the server, each tab in its own order at first', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const list = mockEndpoint(listOperatorInquiries, ({ url }) =>
      listPage([
        operatorInquiry(3, {
          status: url.searchParams.get('status') === 'answered' ? 'answered' : 'received',
        }),
      ]),
    );
    server.use(list.handler);
    const { router } = renderAdmin({ entries: [`${paths.inquiries()}?status=answered`] });

    const answer = await screen.findByRole('columnheader', { name: '답변' });
    expect(answer).toHaveAttribute('aria-sort', 'descending');
    expect(Object.fromEntries(list.calls[0]!.url.searchParams)).toEqual({
      status: 'answered',
      sort: 'answeredAt',
      order: 'desc',
      page: '1',
      size: '10',
    });
    expect(screen.getByRole('columnheader', { name: '내용' })).not.toContainElement(
      screen.queryByRole('button', { name: '내용' }),
    );

    await user.click(screen.getByRole('button', { name: '접수 시각 (KST)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?sort=createdAt&order=desc&status=answered'),
    );
    expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('createdAt');
    expect(list.calls.at(-1)!.url.searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('columnheader', { name: '접수 시각 (KST)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    // What waits has no answer time; it opens oldest first.
    await user.click(screen.getByRole('tab', { name: '답변 대기' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('createdAt');
    expect(list.calls.at(-1)!.url.searchParams.get('order')).toBe('asc');
    expect(await screen.findByRole('columnheader', { name: '접수 시각 (KST)' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.queryByRole('button', { name: '작업' })).not.toBeInTheDocument();
  });

  it('says when nothing waits', async () => {
    serveOperatorMe(server);
    server.use(mockEndpoint(listOperatorInquiries, listPage([])).handler);
    renderAdmin({ entries: [paths.inquiries()] });
    expect(await screen.findByText('답변을 기다리는 문의가 없어요')).toBeInTheDocument();
  });
});
