import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAdminReports } from '@quotemarket/contract';
import { adminReportSummary, listPage } from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import {
  apiErrorResponse,
  mockEndpoint,
  renderAdmin,
  setupMswServer,
} from '../../testing/renderAdmin';

const server = setupMswServer();

describe('ReportsPage', () => {
  it('opens on the 접수 queue and asks the server for another status', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const reports = mockEndpoint(listAdminReports, ({ url }) =>
      url.searchParams.get('status') === 'DISMISSED'
        ? listPage([])
        : listPage([
            adminReportSummary(8),
            adminReportSummary(9, { status: 'RESOLVED', action: 'WARN' }),
          ]),
    );
    server.use(reports.handler);
    renderAdmin({ entries: [paths.reports()] });

    const table = await screen.findByRole('table', { name: '신고' });
    expect(reports.calls[0]?.url.searchParams.get('status')).toBe('RECEIVED');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('link', { name: '신고 #8 자세히 보기' })).toHaveAttribute(
      'href',
      '/reports/8',
    );
    expect(within(rows[0]!).getByRole('link', { name: '강남 모바일 3호점' })).toHaveAttribute(
      'href',
      '/dealers/3',
    );
    expect(within(rows[0]!).getByText('010-****-1234')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('판매점 경고')).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '기각');
    expect(await screen.findByText('기각 상태인 신고가 없어요')).toBeInTheDocument();
    expect(reports.calls.at(-1)?.url.searchParams.get('status')).toBe('DISMISSED');

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '전체');
    expect(await screen.findByRole('link', { name: '신고 #8 자세히 보기' })).toBeInTheDocument();
    expect(reports.calls.at(-1)?.url.searchParams.has('status')).toBe(false);
  });

  it('orders by a column from its header on the server, keeping the status and the order in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    const reports = mockEndpoint(listAdminReports, () =>
      listPage([adminReportSummary(8), adminReportSummary(9)], 12),
    );
    server.use(reports.handler);
    const { router } = renderAdmin({ entries: [`${paths.reports()}?status=REVIEWING&page=2`] });

    const received = await screen.findByRole('columnheader', { name: '접수 시각 (KST)' });
    expect(received).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: '신고 내용' })).not.toContainElement(
      screen.queryByRole('button', { name: '신고 내용' }),
    );

    await user.click(screen.getByRole('button', { name: '판매점' }));
    await waitFor(() =>
      expect(Object.fromEntries(reports.calls.at(-1)!.url.searchParams)).toEqual({
        status: 'REVIEWING',
        sort: 'storeName',
        order: 'asc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '판매점' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(received).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?status=REVIEWING&sort=storeName&order=asc&page=1');

    await user.click(screen.getByRole('button', { name: '접수 시각 (KST)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=REVIEWING&sort=createdAt&order=desc&page=1',
      ),
    );
    expect(reports.calls.at(-1)!.url.searchParams.get('order')).toBe('desc');

    // Another status keeps the order.
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '접수');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=RECEIVED&sort=createdAt&order=desc&page=1',
      ),
    );
    expect(reports.calls.at(-1)!.url.searchParams.get('sort')).toBe('createdAt');
  });

  it('shows each report’s reason, and narrows the queue to one on the server, keeping the status and the order', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const reports = mockEndpoint(listAdminReports, ({ url }) =>
      url.searchParams.get('reason') === 'RUDE'
        ? listPage([])
        : listPage([
            adminReportSummary(8, { reason: 'DIFFERENT_CONTRACT' }),
            adminReportSummary(9, { reason: 'NO_CONTACT' }),
          ]),
    );
    server.use(reports.handler);
    const { router } = renderAdmin({
      entries: [`${paths.reports()}?status=REVIEWING&sort=storeName&order=asc&page=2`],
    });

    const table = await screen.findByRole('table', { name: '신고' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('견적과 다르게 계약했어요')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('연락이 안 돼요')).toBeInTheDocument();
    expect(reports.calls[0]!.url.searchParams.has('reason')).toBe(false);

    await user.selectOptions(screen.getByRole('combobox', { name: '사유' }), '불친절했어요');
    expect(
      await screen.findByText("검토 중 상태인 '불친절했어요' 신고가 없어요"),
    ).toBeInTheDocument();
    expect(Object.fromEntries(reports.calls.at(-1)!.url.searchParams)).toEqual({
      status: 'REVIEWING',
      reason: 'RUDE',
      sort: 'storeName',
      order: 'asc',
      page: '1',
      size: '10',
    });
    expect(router.state.location.search).toBe(
      '?status=REVIEWING&sort=storeName&order=asc&page=1&reason=RUDE',
    );

    await user.selectOptions(screen.getByRole('combobox', { name: '사유' }), '전체');
    expect(await screen.findByRole('link', { name: '신고 #8 자세히 보기' })).toBeInTheDocument();
    expect(reports.calls.at(-1)!.url.searchParams.has('reason')).toBe(false);
    await expectNoAxeViolations();
  });

  it('shows message reports as their kind, and narrows the queue to them on the server', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    const reports = mockEndpoint(listAdminReports, ({ url }) =>
      url.searchParams.get('kind') === 'message'
        ? listPage([adminReportSummary(9, { kind: 'message', reporter: 'dealer', reason: 'SPAM' })])
        : listPage([
            adminReportSummary(8),
            adminReportSummary(9, { kind: 'message', reporter: 'dealer', reason: 'SPAM' }),
          ]),
    );
    server.use(reports.handler);
    const { router } = renderAdmin({ entries: [paths.reports()] });

    const table = await screen.findByRole('table', { name: '신고' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('판매점 신고')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('메시지 신고')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('판매점이 신고')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('광고나 같은 말을 반복해서 보냈어요')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: '종류' }), '메시지 신고');
    await waitFor(() => expect(reports.calls.at(-1)!.url.searchParams.get('kind')).toBe('message'));
    expect(router.state.location.search).toContain('kind=message');
    expect(await screen.findByRole('link', { name: '신고 #9 자세히 보기' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '신고 #8 자세히 보기' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says so when the queue cannot be loaded', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(listAdminReports, () => apiErrorResponse(500, '잠시 후 다시 시도해 주세요.'))
        .handler,
    );
    renderAdmin({ entries: [paths.reports()] });
    expect(await screen.findByText('신고를 불러오지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('잠시 후 다시 시도해 주세요.')).toBeInTheDocument();
  });
});
