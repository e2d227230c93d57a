import { screen, within } from '@testing-library/react';
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

    const table = await screen.findByRole('table', { name: '신고 (오래된 접수부터)' });
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
