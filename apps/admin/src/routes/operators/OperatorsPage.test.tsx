import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  inviteOperator,
  listAuditLog,
  listOperators,
  operatorManagementMessages,
  operatorMessages,
  reissueOperatorEnrolment,
  updateOperator,
} from '@quotemarket/contract';
import { listPage, operatorEnrolmentLink, operatorListItem } from '@quotemarket/contract/testing';
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

const me = operatorListItem(1, {
  name: '김운영',
  role: 'ADMIN',
  email: 'admin@ops.quotemarket.kr',
});
const park = operatorListItem(2, { name: '박운영' });
const invited = operatorListItem(3, { name: '최신입', status: 'invited', lastLoginAt: null });
const gone = operatorListItem(4, { name: '정퇴사', role: 'VIEWER', status: 'deactivated' });

function serveList(list = [me, park, invited, gone]) {
  const mock = mockEndpoint(listOperators, list);
  server.use(mock.handler, mockEndpoint(listAuditLog, listPage([])).handler);
  return mock;
}

function rowOf(name: string) {
  return screen.getByRole('cell', { name }).closest('tr')!;
}

describe('OperatorsPage', () => {
  it('lists every account with its role, status label and last login; mine has no actions', async () => {
    serveOperatorMe(server);
    serveList();
    renderAdmin({ entries: [paths.operators()] });

    await screen.findByRole('table', { name: '운영자 계정' });
    expect(
      within(rowOf('박운영'))
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['박운영', 'operator2@ops.quotemarket.kr', '운영자', '활성', '2026.12.01 10:00']);
    expect(within(rowOf('최신입')).getByText('등록 대기')).toBeInTheDocument();
    expect(within(rowOf('최신입')).getByText('없음')).toBeInTheDocument();
    expect(within(rowOf('정퇴사')).getByText('비활성')).toBeInTheDocument();
    expect(within(rowOf('김운영')).getByText('내 계정')).toBeInTheDocument();
    expect(within(rowOf('김운영')).queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('tells another role it has no permission, asking nothing and staying signed in', async () => {
    serveOperatorMe(server, { role: 'OPERATOR' });
    const list = serveList();
    const { storage } = renderAdmin({ entries: [paths.operators()] });

    expect(await screen.findByText('권한이 없어요')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '운영자 관리' })).toBeInTheDocument();
    expect(list.calls).toHaveLength(0);
    expect(storage.read('operatorToken')).not.toBeNull();
    await expectNoAxeViolations();
  });

  it('says so too when the API refuses the list with 403', async () => {
    serveOperatorMe(server);
    server.use(
      mockEndpoint(listOperators, () => apiErrorResponse(403, operatorMessages.noPermission))
        .handler,
    );
    const { storage } = renderAdmin({ entries: [paths.operators()] });

    expect(await screen.findByText('권한이 없어요')).toBeInTheDocument();
    expect(storage.read('operatorToken')).not.toBeNull();
  });

  it('invites an operator and shows the one-time link as a full address', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    const link = operatorEnrolmentLink(operatorListItem(9, { name: '한새내', status: 'invited' }));
    const invite = serveHeldAnswer(server, inviteOperator, link);
    renderAdmin({ entries: [paths.operators()] });

    await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
    const dialog = screen.getByRole('dialog', { name: '운영자 초대' });
    expect(within(dialog).getByRole('radio', { name: /조회 전용/ })).toBeChecked();
    expect(
      within(dialog).getByText('판매점, 신고, 후기, 콘텐츠, 상품을 관리해요.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations();

    await user.click(within(dialog).getByRole('button', { name: '초대하기' }));
    expect(within(dialog).getByText(operatorManagementMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(operatorManagementMessages.nameRequired)).toBeInTheDocument();
    expect(invite.calls).toHaveLength(0);

    await user.type(
      within(dialog).getByRole('textbox', { name: '이메일' }),
      'new@ops.quotemarket.kr',
    );
    await user.type(within(dialog).getByRole('textbox', { name: '이름' }), '한새내');
    await user.click(within(dialog).getByRole('radio', { name: /^운영자/ }));
    await user.click(within(dialog).getByRole('button', { name: '초대하기' }));
    expect(within(dialog).getByRole('button', { name: '초대하기' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    invite.release();

    const done = await screen.findByRole('dialog', { name: '등록 링크를 만들었어요' });
    expect(invite.calls[0]?.body).toEqual({
      email: 'new@ops.quotemarket.kr',
      name: '한새내',
      role: 'OPERATOR',
    });
    expect(within(done).getByRole('textbox', { name: '등록 링크' })).toHaveValue(
      `${window.location.origin}/admin/enrol?token=enrol-token-9`,
    );
    await expectNoAxeViolations();
  });

  it('shows the API’s message when the e-mail is taken', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    server.use(
      mockEndpoint(inviteOperator, () =>
        apiErrorResponse(409, operatorManagementMessages.emailTaken),
      ).handler,
    );
    renderAdmin({ entries: [paths.operators()] });

    await user.click(await screen.findByRole('button', { name: '운영자 초대' }));
    const dialog = screen.getByRole('dialog', { name: '운영자 초대' });
    await user.type(
      within(dialog).getByRole('textbox', { name: '이메일' }),
      'park@ops.quotemarket.kr',
    );
    await user.type(within(dialog).getByRole('textbox', { name: '이름' }), '박운영');
    await user.click(within(dialog).getByRole('button', { name: '초대하기' }));

    expect(
      await within(dialog).findByText(operatorManagementMessages.emailTaken),
    ).toBeInTheDocument();
  });

  it('changes a role', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    const update = mockEndpoint(updateOperator, { ...park, role: 'VIEWER' });
    server.use(update.handler);
    renderAdmin({ entries: [paths.operators()] });

    await screen.findByRole('table');
    await user.click(within(rowOf('박운영')).getByRole('button', { name: '박운영 역할 변경' }));
    const dialog = screen.getByRole('dialog', { name: '박운영님의 역할 변경' });
    expect(within(dialog).getByRole('button', { name: '역할 바꾸기' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /조회 전용/ }));
    await user.click(within(dialog).getByRole('button', { name: '역할 바꾸기' }));

    expect(
      await screen.findByText('박운영님의 역할을 조회 전용으로 바꿨어요.'),
    ).toBeInTheDocument();
    expect(update.calls[0]?.url.pathname).toBe('/api/v2/admin/operators/2');
    expect(update.calls[0]?.body).toEqual({ role: 'VIEWER' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deactivates after asking, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    let refuse = true;
    const update = mockEndpoint(updateOperator, () =>
      refuse
        ? apiErrorResponse(400, operatorManagementMessages.notYourself)
        : { ...park, status: 'deactivated' as const },
    );
    server.use(update.handler);
    renderAdmin({ entries: [paths.operators()] });

    await screen.findByRole('table');
    await user.click(within(rowOf('박운영')).getByRole('button', { name: '박운영 비활성화' }));
    const dialog = screen.getByRole('alertdialog', { name: '박운영님을 비활성화할까요?' });
    await expectNoAxeViolations();
    await user.click(within(dialog).getByRole('button', { name: '비활성화' }));
    expect(
      await within(dialog).findByText(operatorManagementMessages.notYourself),
    ).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: '비활성화' }));
    expect(await screen.findByText('박운영님을 비활성화했어요.')).toBeInTheDocument();
    expect(update.calls.at(-1)?.body).toEqual({ isActive: false });
  });

  it('reactivates a deactivated operator', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    const update = mockEndpoint(updateOperator, { ...gone, status: 'active' });
    server.use(update.handler);
    renderAdmin({ entries: [paths.operators()] });

    await screen.findByRole('table');
    expect(
      within(rowOf('정퇴사')).queryByRole('button', { name: /역할 변경/ }),
    ).not.toBeInTheDocument();
    await user.click(within(rowOf('정퇴사')).getByRole('button', { name: '정퇴사 다시 활성화' }));
    const dialog = screen.getByRole('alertdialog', { name: '정퇴사님을 다시 활성화할까요?' });
    await user.click(within(dialog).getByRole('button', { name: '다시 활성화' }));

    expect(await screen.findByText('정퇴사님을 다시 활성화했어요.')).toBeInTheDocument();
    expect(update.calls[0]?.body).toEqual({ isActive: true });
  });

  it('re-issues an enrolment link after saying what it ends', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    serveList();
    const reissue = mockEndpoint(reissueOperatorEnrolment, operatorEnrolmentLink(park));
    server.use(reissue.handler);
    renderAdmin({ entries: [paths.operators()] });

    await screen.findByRole('table');
    await user.click(
      within(rowOf('박운영')).getByRole('button', { name: '박운영 등록 링크 다시 발급' }),
    );
    const confirm = screen.getByRole('alertdialog', {
      name: '박운영님의 등록 링크를 다시 발급할까요?',
    });
    expect(confirm).toHaveTextContent('세션과 비밀번호, 인증 앱 등록, 복구 코드가 모두 끝나요');
    await user.click(within(confirm).getByRole('button', { name: '다시 발급' }));

    const done = await screen.findByRole('dialog', { name: '새 등록 링크를 만들었어요' });
    expect(within(done).getByRole('textbox', { name: '등록 링크' })).toHaveValue(
      `${window.location.origin}/admin/enrol?token=enrol-token-2`,
    );
    expect(reissue.calls[0]?.url.pathname).toBe('/api/v2/admin/operators/2/enrolment');
  });

  it('shows the wait, a failure to retry, and an empty list', async () => {
    const user = userEvent.setup();
    serveOperatorMe(server);
    let answer: 'fail' | 'empty' = 'fail';
    server.use(
      mockEndpoint(listOperators, () =>
        answer === 'fail' ? apiErrorResponse(500, '일시적인 문제가 생겼어요.') : [],
      ).handler,
    );
    renderAdmin({ entries: [paths.operators()] });

    expect(await screen.findByText('운영자 목록을 불러오지 못했어요')).toBeInTheDocument();
    answer = 'empty';
    await user.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(await screen.findByText('아직 운영자가 없어요')).toBeInTheDocument();
  });
});
