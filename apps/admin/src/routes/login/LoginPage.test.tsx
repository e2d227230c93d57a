import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  listOperatorDemoAccounts,
  operatorLogin,
  operatorMessages,
  operatorSecondFactor,
  type OperatorDemoAccount,
} from '@quotemarket/contract';
import { operatorDemoAccounts, operatorSession } from '@quotemarket/contract/testing';
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
import { createAdminRoutes } from '../routes';

const server = setupMswServer();
const challenge = { challengeToken: 'challenge-1', expiresAt: '2026-12-01T01:05:00.000Z' };

/** The console with stand-in pages, so a login is seen landing without the real pages' calls. */
const adminRoutes = createAdminRoutes([
  { path: 'dashboard', element: <p>대시보드 화면</p> },
  { path: 'audit', element: <p>감사 기록 화면</p> },
  { path: 'operators', element: <p>운영자 관리 화면</p> },
]);

function renderLogin({
  entries = [paths.login()],
  demo = [] as OperatorDemoAccount[] | 'production',
  operatorToken = null as string | null,
} = {}) {
  serveOperatorMe(server);
  server.use(
    mockEndpoint(listOperatorDemoAccounts, () =>
      demo === 'production' ? apiErrorResponse(404, '페이지를 찾을 수 없어요.') : demo,
    ).handler,
  );
  return renderAdmin({ entries, operatorToken, routes: adminRoutes });
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(
    await screen.findByRole('textbox', { name: '이메일' }),
    'admin@ops.quotemarket.kr',
  );
  await user.type(screen.getByLabelText('비밀번호'), 'operator-password-1234');
  await user.click(screen.getByRole('button', { name: '다음' }));
  await screen.findByRole('heading', { level: 1, name: '인증 코드 확인' });
}

describe('LoginPage', () => {
  it('signs in with the password, then the code, showing each wait, and opens the console', async () => {
    const user = userEvent.setup();
    const login = serveHeldAnswer(server, operatorLogin, challenge);
    const factor = serveHeldAnswer(server, operatorSecondFactor, operatorSession);
    const { router, storage } = renderLogin();

    expect(
      await screen.findByRole('heading', { level: 1, name: '견적마켓 운영 콘솔 로그인' }),
    ).toBeInTheDocument();
    await expectNoAxeViolations();
    await user.type(screen.getByRole('textbox', { name: '이메일' }), ' Admin@ops.quotemarket.kr ');
    await user.type(screen.getByLabelText('비밀번호'), 'operator-password-1234');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(screen.getByRole('button', { name: '다음' })).toHaveAttribute('aria-busy', 'true');
    login.release();

    await screen.findByRole('heading', { level: 1, name: '인증 코드 확인' });
    expect(login.calls[0]?.body).toEqual({
      email: 'Admin@ops.quotemarket.kr',
      password: 'operator-password-1234',
    });
    await expectNoAxeViolations();
    await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '123 456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
    factor.release();

    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(factor.calls[0]?.body).toEqual({ challengeToken: 'challenge-1', code: '123456' });
    expect(storage.read('operatorToken')).toBe(operatorSession.token);
    expect(router.state.location.pathname).toBe(paths.home());
  });

  it('returns to the console page that asked for the login', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(operatorLogin, challenge).handler,
      mockEndpoint(operatorSecondFactor, operatorSession).handler,
    );
    const { router } = renderLogin({ entries: [paths.operators()] });

    await signInWithPassword(user);
    await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('운영자 관리 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.operators());
  });

  it('asks for the empty fields, then shows the API’s message for a wrong password', async () => {
    const user = userEvent.setup();
    const login = mockEndpoint(operatorLogin, () =>
      apiErrorResponse(401, operatorMessages.wrongPassword),
    );
    server.use(login.handler);
    const { storage } = renderLogin();

    await user.click(await screen.findByRole('button', { name: '다음' }));
    expect(screen.getByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveFocus();
    expect(login.calls).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: '이메일' }), 'admin@ops.quotemarket.kr');
    await user.type(screen.getByLabelText('비밀번호'), 'wrong');
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(await screen.findByText(operatorMessages.wrongPassword)).toBeInTheDocument();
    expect(storage.read('operatorToken')).toBeNull();
  });

  it('keeps the code step after a wrong code, with the API’s message', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(operatorLogin, challenge).handler,
      mockEndpoint(operatorSecondFactor, () => apiErrorResponse(401, operatorMessages.wrongCode))
        .handler,
    );
    const { storage } = renderLogin();

    await signInWithPassword(user);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(
      screen.getByText('인증 앱에 보이는 6자리 숫자를 입력해 주세요.', {
        selector: '[role="alert"]',
      }),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '000000');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText(operatorMessages.wrongCode)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '인증 코드 확인' })).toBeInTheDocument();
    expect(storage.read('operatorToken')).toBeNull();
  });

  it('signs in with a recovery code and warns when few are left', async () => {
    const user = userEvent.setup();
    const factor = mockEndpoint(operatorSecondFactor, { ...operatorSession, recoveryCodesLeft: 2 });
    server.use(mockEndpoint(operatorLogin, challenge).handler, factor.handler);
    renderLogin();

    await signInWithPassword(user);
    await user.click(screen.getByRole('button', { name: '복구 코드로 로그인' }));
    await user.type(screen.getByRole('textbox', { name: '복구 코드' }), ' ABCD-EFGH-JK ');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(factor.calls[0]?.body).toEqual({
      challengeToken: 'challenge-1',
      recoveryCode: 'ABCD-EFGH-JK',
    });
    expect(await screen.findByText('남은 복구 코드가 2개예요.')).toBeInTheDocument();
  });

  it('starts again from the password when the five minutes are over', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(operatorLogin, challenge).handler,
      mockEndpoint(operatorSecondFactor, () =>
        apiErrorResponse(401, operatorMessages.challengeExpired),
      ).handler,
    );
    renderLogin();

    await signInWithPassword(user);
    await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '견적마켓 운영 콘솔 로그인' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(operatorMessages.challengeExpired);
  });

  it('says why the session ended, until the next sign-in', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(operatorLogin, challenge).handler,
      mockEndpoint(operatorSecondFactor, operatorSession).handler,
    );
    const { storage } = renderLogin();
    storage.write('operatorSessionEnded', operatorMessages.idleExpired);
    expect(await screen.findByRole('status')).toHaveTextContent(operatorMessages.idleExpired);

    await signInWithPassword(user);
    await user.type(screen.getByRole('textbox', { name: '인증 코드' }), '123456');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(storage.read('operatorSessionEnded')).toBeNull();
  });

  it('fills the form with a demo operator, and the code step with its code of the moment', async () => {
    const user = userEvent.setup();
    let code = '111111';
    const demo = mockEndpoint(listOperatorDemoAccounts, () =>
      operatorDemoAccounts.map((account) => ({ ...account, code })),
    );
    const login = mockEndpoint(operatorLogin, challenge);
    const factor = mockEndpoint(operatorSecondFactor, operatorSession);
    serveOperatorMe(server);
    server.use(demo.handler, login.handler, factor.handler);
    renderAdmin({ entries: [paths.login()], operatorToken: null, routes: adminRoutes });

    const section = await screen.findByRole('region', { name: '데모 계정' });
    await expectNoAxeViolations();
    await user.click(within(section).getByRole('button', { name: '관리자로 채우기' }));
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveValue(
      'admin@demo.quotemarket.kr',
    );
    expect(screen.getByLabelText('비밀번호')).toHaveValue('quotemarket-admin-1234');
    expect(
      within(section).getByRole('button', { name: '조회 전용으로 채우기' }),
    ).toBeInTheDocument();
    expect(login.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '다음' }));
    await screen.findByRole('heading', { level: 1, name: '인증 코드 확인' });

    code = '654321';
    await user.click(screen.getByRole('button', { name: '데모 인증 코드 채우기' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: '인증 코드' })).toHaveValue('654321'),
    );
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(factor.calls[0]?.body).toEqual({ challengeToken: 'challenge-1', code: '654321' });
  });

  it('shows no demo operators in production', async () => {
    renderLogin({ demo: 'production' });
    await screen.findByRole('heading', { level: 1, name: '견적마켓 운영 콘솔 로그인' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '데모 계정' })).not.toBeInTheDocument();
  });

  it('sends a signed-in operator straight on', async () => {
    const { router } = renderLogin({ operatorToken: 'operator-token' });
    expect(await screen.findByText('대시보드 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.home());
  });
});
