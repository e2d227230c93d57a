import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { listNotices, type NoticeSummary } from '@quotemarket/contract';
import { paths } from '../../paths';
import { createAppRoutes } from '../routes';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { noticeRoutes } from './routes';

const server = setupMswServer();

beforeAll(async () => {
  await import('./NoticeListPage');
});

function notice(id: number, overrides: Partial<NoticeSummary> = {}): NoticeSummary {
  return {
    id,
    category: '안내',
    title: `공지 ${id}`,
    mandatory: false,
    interventionDate: '2026-11-01T03:00:00.000Z',
    date: '2026-11-01',
    imageUrl: null,
    ...overrides,
  };
}

function noticePage(list: NoticeSummary[]) {
  return { list, totalElements: list.length, totalPages: 1 };
}

function renderNoticeList() {
  return renderApp(createAppRoutes(noticeRoutes), { entries: [paths.noticeList()], api: 'msw' });
}

describe('notice list page', { timeout: 20_000 }, () => {
  it('shows the notices in the order the API gives, the must-read ones marked 필독', async () => {
    server.use(
      mockEndpoint(
        listNotices,
        noticePage([
          notice(7, { mandatory: true, title: '개인정보 처리방침 변경 안내', category: '정책' }),
          notice(9, { title: '추석 연휴 상담 안내', date: '2026-09-20' }),
          notice(3, { title: '서비스 오픈', date: '2026-03-02' }),
        ]),
      ).handler,
    );
    renderNoticeList();

    expect(await screen.findByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      '필독정책개인정보 처리방침 변경 안내2026.11.01',
      '안내추석 연휴 상담 안내2026.09.20',
      '안내서비스 오픈2026.03.02',
    ]);
    expect(within(rows[0]!).getByText('필독')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('필독')).not.toBeInTheDocument();
  });

  it('links each notice to its detail page', async () => {
    server.use(mockEndpoint(listNotices, noticePage([notice(7), notice(9)])).handler);
    renderNoticeList();

    const list = await screen.findByRole('list', { name: '공지사항 목록' });
    expect(within(list).getByRole('link', { name: /공지 7/ })).toHaveAttribute(
      'href',
      paths.noticeDetail(7),
    );
    expect(within(list).getByRole('link', { name: /공지 9/ })).toHaveAttribute(
      'href',
      paths.noticeDetail(9),
    );
  });

  it('asks for the first page ten at a time', async () => {
    const endpoint = mockEndpoint(listNotices, noticePage([notice(1)]));
    server.use(endpoint.handler);
    renderNoticeList();

    await screen.findByRole('list', { name: '공지사항 목록' });
    expect(
      endpoint.calls.map((call) => Object.fromEntries(call.url.searchParams.entries())),
    ).toEqual([{ pageNo: '1', pageSize: '10' }]);
  });

  it('says there are no notices yet when the list is empty', async () => {
    server.use(mockEndpoint(listNotices, noticePage([])).handler);
    renderNoticeList();
    expect(await screen.findByText('아직 공지사항이 없어요.')).toBeInTheDocument();
  });

  it('says the notices could not be loaded and loads them again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mockEndpoint(listNotices, () =>
        fail ? apiErrorResponse(500, '서버 오류') : noticePage([notice(1)]),
      ).handler,
    );
    const user = userEvent.setup();
    renderNoticeList();

    expect(await screen.findByText('공지사항을 불러오지 못했어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('link', { name: /공지 1/ })).toBeInTheDocument();
  });
});
