import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listAuditLog, listAuditOperators } from '@quotemarket/contract';
import { auditEntry, listPage, numbered } from '@quotemarket/contract/testing';
import { serveHeldAnswer } from '@quotemarket/testing';
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

function serveOperators() {
  server.use(
    mockEndpoint(listAuditOperators, [
      { id: 1, name: '김운영' },
      { id: 3, name: '박운영' },
    ]).handler,
  );
}

describe('AuditLogPage', () => {
  it('lists a page of the log: time in KST, who as what, action, target, reason and address', async () => {
    serveOperatorMe(server);
    serveOperators();
    server.use(
      mockEndpoint(
        listAuditLog,
        listPage(
          [
            auditEntry(2, { reason: '인증 앱 분실' }),
            auditEntry(1, {
              operator: { id: 3, name: '박운영', email: 'park@ops.quotemarket.kr' },
              role: 'OPERATOR',
              action: 'operator.useRecoveryCode',
              target: { type: 'operator', id: 3, label: '박운영' },
              before: null,
              after: null,
            }),
          ],
          12,
        ),
      ).handler,
    );
    renderAdmin({ entries: [paths.audit()] });

    const table = await screen.findByRole('table', { name: '감사 기록' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026.12.01 10:00',
      '김운영 (관리자)',
      '운영자 역할 변경',
      '운영자 operator2@ops.quotemarket.kr',
      '인증 앱 분실',
      '203.0.113.7',
      '보기',
    ]);
    expect(within(second!).getByText('복구 코드로 로그인')).toBeInTheDocument();
    expect(within(second!).getByText('(운영자)')).toBeInTheDocument();
    expect(screen.getByText('총 12건 · 1/2 페이지')).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('opens a row’s change as before → after, in the console’s words', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    server.use(mockEndpoint(listAuditLog, listPage([auditEntry(1)])).handler);
    renderAdmin({ entries: [paths.audit()] });

    const toggle = await screen.findByRole('button', { name: '보기' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: '접기' })).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(details).getByRole('term')).toHaveTextContent('역할');
    expect(within(details).getByRole('definition')).toHaveTextContent('조회 전용→에서 운영자');
    await expectNoAxeViolations();
  });

  it('pages on the server, the page in the address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    const log = mockEndpoint(listAuditLog, ({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return listPage(
        numbered(page === 3 ? 5 : 10, (n) => auditEntry(page * 100 + n)),
        25,
      );
    });
    server.use(log.handler);
    const { router } = renderAdmin({ entries: [paths.audit()] });

    const pages = await screen.findByRole('navigation', { name: '감사 기록 페이지' });
    await user.click(within(pages).getByRole('button', { name: '3 페이지' }));

    await waitFor(() => expect(screen.getByText('총 25건 · 3/3 페이지')).toBeInTheDocument());
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(6);
    expect(router.state.location.search).toBe('?page=3');
    expect(log.calls.at(-1)?.url.searchParams.get('page')).toBe('3');
  });

  it('filters by operator, action and period, kept in the address and starting at page 1', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    const log = mockEndpoint(listAuditLog, listPage([auditEntry(1)], 30));
    server.use(log.handler);
    const { router } = renderAdmin({ entries: [`${paths.audit()}?page=2`] });

    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: '운영자' }), '박운영');
    await user.selectOptions(screen.getByRole('combobox', { name: '작업' }), '운영자 초대');
    await user.type(screen.getByLabelText('시작일'), '2026-11-01');
    await user.type(screen.getByLabelText('종료일'), '2026-11-30');
    await user.click(screen.getByRole('button', { name: '조회' }));

    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?operator=3&action=operator.invite&from=2026-11-01&to=2026-11-30',
      ),
    );
    await waitFor(() =>
      expect(Object.fromEntries(log.calls.at(-1)!.url.searchParams)).toEqual({
        operatorId: '3',
        action: 'operator.invite',
        from: '2026-11-01',
        to: '2026-11-30',
        sort: 'createdAt',
        order: 'desc',
        page: '1',
        size: '10',
      }),
    );
  });

  it('orders by time or operator from the headers on the server, kept in the address beside the filter', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server, { role: 'VIEWER' });
    serveOperators();
    const log = mockEndpoint(listAuditLog, listPage([auditEntry(1), auditEntry(2)], 12));
    server.use(log.handler);
    const { router } = renderAdmin({
      entries: [`${paths.audit()}?action=operator.invite&page=2`],
    });

    const time = await screen.findByRole('columnheader', { name: '시각 (KST)' });
    expect(time).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '사유' })).not.toContainElement(
      screen.queryByRole('button', { name: '사유' }),
    );

    await user.click(within(time).getByRole('button', { name: '시각 (KST)' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?action=operator.invite&sort=createdAt&order=asc'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(log.calls.at(-1)!.url.searchParams)).toEqual({
        action: 'operator.invite',
        sort: 'createdAt',
        order: 'asc',
        page: '1',
        size: '10',
      }),
    );
    expect(time).toHaveAttribute('aria-sort', 'ascending');

    const byOperator = within(screen.getByRole('columnheader', { name: '운영자' })).getByRole(
      'button',
      { name: '운영자' },
    );
    byOperator.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?action=operator.invite&sort=operator&order=asc'),
    );
    expect(screen.getByRole('columnheader', { name: '운영자' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(time).not.toHaveAttribute('aria-sort');
    await expectNoAxeViolations();
  });

  it('opens the order a link names, and reads an unknown one as newest first', async () => {
    serveOperatorMe(server);
    serveOperators();
    const log = mockEndpoint(listAuditLog, listPage([auditEntry(1)]));
    server.use(log.handler);
    renderAdmin({ entries: [`${paths.audit()}?sort=address&order=asc`] });

    expect(await screen.findByRole('columnheader', { name: '시각 (KST)' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(log.calls[0]!.url.searchParams.get('sort')).toBe('createdAt');
    expect(log.calls[0]!.url.searchParams.get('order')).toBe('desc');
  });

  it('opens the filtered view a link names', async () => {
    serveOperatorMe(server);
    serveOperators();
    const log = mockEndpoint(listAuditLog, listPage([auditEntry(1)]));
    server.use(log.handler);
    renderAdmin({ entries: [`${paths.audit()}?action=operator.deactivate&from=2026-11-02`] });

    await screen.findByRole('table');
    expect(screen.getByRole('combobox', { name: '작업' })).toHaveValue('operator.deactivate');
    expect(screen.getByLabelText('시작일')).toHaveValue('2026-11-02');
    expect(log.calls[0]?.url.searchParams.get('action')).toBe('operator.deactivate');
  });

  it('refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    const log = mockEndpoint(listAuditLog, listPage([auditEntry(1)]));
    server.use(log.handler);
    renderAdmin({ entries: [paths.audit()] });

    await screen.findByRole('table');
    await user.type(screen.getByLabelText('시작일'), '2026-11-30');
    await user.type(screen.getByLabelText('종료일'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: '조회' }));

    expect(
      screen.getByText('시작일이 종료일보다 늦어요. 기간을 다시 골라 주세요.'),
    ).toBeInTheDocument();
    expect(log.calls).toHaveLength(1);
  });

  it('offers a 조회 전용 operator every operator, not only those its page of the log shows', async () => {
    serveOperatorMe(server, { name: '이조회', role: 'VIEWER' });
    serveOperators();
    server.use(mockEndpoint(listAuditLog, listPage([auditEntry(1)])).handler);
    renderAdmin({ entries: [paths.audit()] });

    await screen.findByRole('table');
    const select = screen.getByRole('combobox', { name: '운영자' });
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['모든 운영자', '김운영', '박운영']),
    );
  });

  it('shows the wait, then an empty log', async () => {
    serveOperatorMe(server);
    serveOperators();
    const log = serveHeldAnswer(server, listAuditLog, listPage([]));
    renderAdmin({ entries: [paths.audit()] });

    expect(await screen.findByText('감사 기록을 불러오는 중')).toBeInTheDocument();
    log.release();
    expect(await screen.findByText('아직 기록이 없어요')).toBeInTheDocument();
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    server.use(mockEndpoint(listAuditLog, listPage([])).handler);
    const { router } = renderAdmin({ entries: [`${paths.audit()}?action=operator.invite`] });

    expect(await screen.findByText('조건에 맞는 기록이 없어요')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '필터 초기화' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows a failure with the API’s message and tries again', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveOperators();
    let fail = true;
    server.use(
      mockEndpoint(listAuditLog, () =>
        fail ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : listPage([auditEntry(1)]),
      ).handler,
    );
    renderAdmin({ entries: [paths.audit()] });

    expect(await screen.findByText('감사 기록을 불러오지 못했어요')).toBeInTheDocument();
    expect(screen.getByText('일시적인 문제가 생겼어요.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});
