import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  approveDealerApplication,
  dealerApplicationMessages,
  getDealerApplication,
  listAuditLog,
  listDealerApplications,
  rejectDealerApplication,
} from '@quotemarket/contract';
import {
  dealerApplicationDetail,
  dealerApplicationListItem,
  listPage,
} from '@quotemarket/contract/testing';
import { paths } from '../../paths';
import { expectNoAxeViolations } from '../../testing/axe';
import { serveOperatorMe } from '../../testing/operatorFixtures';
import { mockEndpoint, renderAdmin, setupMswServer } from '../../testing/renderAdmin';

const server = setupMswServer();

describe('DealerApplicationsPage', () => {
  it('lists the open applications first, paged by the server, and filters by status', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    const list = mockEndpoint(listDealerApplications, {
      list: [dealerApplicationListItem(3), dealerApplicationListItem(2)],
      totalElements: 12,
      totalPages: 2,
    });
    server.use(list.handler);
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.applications()] });

    expect(
      await screen.findByRole('link', { name: '성수 모바일 3호점' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', paths.application(3));
    expect(list.calls[0]?.url.searchParams.get('status')).toBe('received');
    expect(screen.getAllByText('휴대폰, 인터넷')).toHaveLength(2);
    await expectNoAxeViolations();

    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '반려');
    await waitFor(() => expect(list.calls.at(-1)?.url.searchParams.get('status')).toBe('rejected'));
  });

  it('orders by a column from its header on the server, keeping the status and the order in the address', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    const list = mockEndpoint(listDealerApplications, () =>
      listPage([dealerApplicationListItem(3), dealerApplicationListItem(2)], 12),
    );
    server.use(list.handler);
    const user = userEvent.setup();
    const { router } = renderAdmin({ entries: [`${paths.applications()}?status=&page=2`] });

    const submitted = await screen.findByRole(
      'columnheader',
      { name: '신청일' },
      { timeout: 10_000 },
    );
    expect(submitted).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: '대표자' })).not.toContainElement(
      screen.queryByRole('button', { name: '대표자' }),
    );

    await user.click(screen.getByRole('button', { name: '상호' }));
    await waitFor(() =>
      expect(Object.fromEntries(list.calls.at(-1)!.url.searchParams)).toEqual({
        sort: 'storeName',
        order: 'asc',
        page: '1',
        size: '10',
      }),
    );
    expect(screen.getByRole('columnheader', { name: '상호' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(submitted).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('?status=&sort=storeName&order=asc&page=1');

    await user.click(screen.getByRole('button', { name: '신청일' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=&page=1'));
    expect(list.calls.at(-1)!.url.searchParams.get('sort')).toBe('submittedAt');
    await user.click(screen.getByRole('button', { name: '신청일' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?status=&sort=submittedAt&order=asc&page=1'),
    );
    // Another status keeps the order asked.
    await user.selectOptions(screen.getByRole('combobox', { name: '상태' }), '승인');
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=approved&sort=submittedAt&order=asc&page=1',
      ),
    );
    expect(Object.fromEntries(list.calls.at(-1)!.url.searchParams)).toMatchObject({
      status: 'approved',
      sort: 'submittedAt',
      order: 'asc',
    });
  });

  it('says when nothing waits', async () => {
    serveOperatorMe(server);
    server.use(mockEndpoint(listDealerApplications, listPage([])).handler);
    renderAdmin({ entries: [paths.applications()] });
    expect(await screen.findByText('접수된 신청이 없어요')).toBeVisible();
  });
});

describe('DealerApplicationPage', () => {
  it('shows the certificate to the operator and approves after the confirmation', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const approved = mockEndpoint(
      approveDealerApplication,
      dealerApplicationDetail(4, { status: 'approved', sellerId: 9 }),
    );
    server.use(
      mockEndpoint(getDealerApplication, dealerApplicationDetail(4)).handler,
      mockEndpoint(listAuditLog, listPage([])).handler,
      approved.handler,
    );
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.application(4)] });

    expect(
      await screen.findByRole('img', { name: '성수 모바일 4호점 사업자등록증' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: '승인' }));
    const dialog = await screen.findByRole('dialog', { name: '성수 모바일 4호점 입점 승인' });
    expect(approved.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '승인하기' }));
    await waitFor(() => expect(approved.calls).toHaveLength(1));
    expect(await screen.findByText('승인')).toBeVisible();
    expect(await screen.findByText('입점을 승인했어요.')).toBeVisible();
  });

  it('needs a reason to reject, and sends it', async () => {
    serveOperatorMe(server, { role: 'ADMIN' });
    const rejected = mockEndpoint(
      rejectDealerApplication,
      dealerApplicationDetail(4, { status: 'rejected', rejectionReason: '사진이 흐려요.' }),
    );
    server.use(
      mockEndpoint(getDealerApplication, dealerApplicationDetail(4)).handler,
      mockEndpoint(listAuditLog, listPage([])).handler,
      rejected.handler,
    );
    const user = userEvent.setup();
    renderAdmin({ entries: [paths.application(4)] });

    await user.click(await screen.findByRole('button', { name: '반려' }));
    const dialog = await screen.findByRole('dialog', { name: '성수 모바일 4호점 입점 반려' });
    await user.click(within(dialog).getByRole('button', { name: '반려하기' }));
    expect(
      within(dialog).getByText(dealerApplicationMessages.rejectionReasonRequired),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /반려 사유/ }), '사진이 흐려요.');
    await user.click(within(dialog).getByRole('button', { name: '반려하기' }));
    await waitFor(() => expect(rejected.calls[0]?.body).toEqual({ reason: '사진이 흐려요.' }));
    expect(await screen.findByText('입점 신청을 반려했어요.')).toBeVisible();
  });

  it('offers no decision to a 조회 전용 operator', async () => {
    serveOperatorMe(server, { role: 'VIEWER' });
    server.use(mockEndpoint(getDealerApplication, dealerApplicationDetail(4)).handler);
    renderAdmin({ entries: [paths.application(4)] });
    await screen.findByRole('heading', { name: '성수 모바일 4호점' });
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '반려' })).toBeNull();
  });
});
