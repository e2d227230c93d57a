import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getNoticeDetail, type NoticeDetail } from '@quotemarket/contract';
import { paths } from '../../paths';
import { createAppRoutes } from '../routes';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { noticeRoutes } from './routes';

const server = setupMswServer();

beforeAll(async () => {
  await import('./NoticeDetailPage');
});

function notice(overrides: Partial<NoticeDetail> = {}): NoticeDetail {
  return {
    id: 7,
    category: '정책',
    title: '개인정보 처리방침 변경 안내',
    mandatory: true,
    interventionDate: '2026-11-01T03:00:00.000Z',
    date: '2026-11-01',
    imageUrl: null,
    content: '<p>12월 1일부터 <strong>처리방침</strong>이 바뀌어요.</p>',
    ...overrides,
  };
}

function renderNoticeDetail(path = paths.noticeDetail(7)) {
  return renderApp(createAppRoutes(noticeRoutes), { entries: [path], api: 'msw' });
}

describe('notice detail page', { timeout: 20_000 }, () => {
  it('shows the notice: title, category, 필독, date, image and content, with a back button', async () => {
    const endpoint = mockEndpoint(getNoticeDetail, notice({ imageUrl: '/media/notice-7.png' }));
    server.use(endpoint.handler);
    renderNoticeDetail();

    expect(
      await screen.findByRole('heading', { level: 2, name: '개인정보 처리방침 변경 안내' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '공지사항' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /뒤로/ })).toBeInTheDocument();
    expect(screen.getByText('정책')).toBeInTheDocument();
    expect(screen.getByText('필독')).toBeInTheDocument();
    expect(screen.getByText('2026.11.01')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '개인정보 처리방침 변경 안내' })).toHaveAttribute(
      'src',
      '/media/notice-7.png',
    );
    expect(screen.getByText('처리방침').tagName).toBe('STRONG');
    expect(endpoint.calls[0]!.url.pathname).toMatch(/\/notices\/7$/);
  });

  it('renders the content without its scripts and event handlers', async () => {
    const ran = vi.fn();
    vi.stubGlobal('noticeXss', ran);
    server.use(
      mockEndpoint(
        getNoticeDetail,
        notice({
          mandatory: false,
          content:
            '<p>안내드려요.</p><script>window.noticeXss()</script>' +
            '<img src="x" onerror="window.noticeXss()"><p onclick="window.noticeXss()">끝</p>',
        }),
      ).handler,
    );
    renderNoticeDetail();

    const body = await screen.findByText('안내드려요.');
    const content = body.closest('[data-qm="html-content"]')!;
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror], [onclick]')).toBeNull();
    expect(content.innerHTML).not.toContain('noticeXss');
    expect(screen.getByText('끝')).toBeInTheDocument();
    expect(screen.queryByText('필독')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('says the notice cannot be found when the API answers 404, with a link back to the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      mockEndpoint(getNoticeDetail, () => apiErrorResponse(404, '공지사항을 찾을 수 없어요.'))
        .handler,
    );
    renderNoticeDetail();

    expect(await screen.findByText('공지사항을 찾을 수 없어요')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '공지사항 목록으로' })).toHaveAttribute(
      'href',
      paths.noticeList(),
    );
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });

  it('says the notice cannot be found for an unreadable id, without asking the API', async () => {
    const endpoint = mockEndpoint(getNoticeDetail, notice());
    server.use(endpoint.handler);
    renderNoticeDetail('/notice-detail/abc');

    expect(await screen.findByText('공지사항을 찾을 수 없어요')).toBeInTheDocument();
    expect(endpoint.calls).toHaveLength(0);
  });

  it('offers a retry for other failures and shows the notice once it loads', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    server.use(
      mockEndpoint(getNoticeDetail, () => (fail ? apiErrorResponse(500, '서버 오류') : notice()))
        .handler,
    );
    const user = userEvent.setup();
    renderNoticeDetail();

    expect(await screen.findByText('공지사항을 불러오지 못했어요')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '개인정보 처리방침 변경 안내' }),
    ).toBeInTheDocument();
  });
});
