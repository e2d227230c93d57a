import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listSellerDemoAccounts, sellerLogin, type SellerDemoAccount } from '@quotemarket/contract';
import { serveHeldAnswer } from '@quotemarket/testing';
import { paths } from '../../paths';
import { createConsoleRoutes } from '../routes';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';
import { sellerAccount } from '@quotemarket/contract/testing';
import { serveSellerProfile } from '../../testing/sellerFixtures';

const server = setupMswServer();

const demoAccounts: SellerDemoAccount[] = [
  {
    email: 'demo@dealer.quotemarket.kr',
    password: 'quotemarket-demo-1234',
    storeName: '강남 모바일',
  },
  {
    email: 'yeoksam@dealer.quotemarket.kr',
    password: 'quotemarket-demo-5678',
    storeName: '역삼점',
  },
];

const loginResult = {
  token: 'fresh-dealer-token',
  seller: sellerAccount,
};

/** The console with stand-in pages, so a login is seen landing without the real pages' calls. */
const consoleRoutes = createConsoleRoutes([
  { index: true, element: <p>견적 요청 화면</p> },
  { path: 'bids', element: <p>보낸 견적 화면</p> },
]);

function renderLogin({
  entries = [paths.login()],
  demo = [] as SellerDemoAccount[] | 'production',
  sellerToken = null as string | null,
} = {}) {
  serveSellerProfile(server);
  server.use(
    mockEndpoint(listSellerDemoAccounts, () =>
      demo === 'production' ? apiErrorResponse(404, '페이지를 찾을 수 없어요.') : demo,
    ).handler,
  );
  return renderConsole({ entries, sellerToken, routes: consoleRoutes });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, email: string, password: string) {
  await user.type(screen.getByRole('textbox', { name: '이메일' }), email);
  await user.type(screen.getByLabelText('비밀번호'), password);
}

describe('LoginPage', () => {
  it('signs the dealer in, showing the wait, and opens the inbox', async () => {
    const user = userEvent.setup();
    const login = serveHeldAnswer(server, sellerLogin, loginResult);
    const { router, storage } = renderLogin();

    expect(
      await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' }),
    ).toBeInTheDocument();
    await fillIn(user, ' Store@Dealer.quotemarket.kr ', 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    // The answer is held: the button shows the wait and takes no second press.
    expect(screen.getByRole('button', { name: '로그인' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: '로그인' })).toBeDisabled();
    login.release();

    expect(await screen.findByText('견적 요청 화면')).toBeInTheDocument();
    expect(login.calls).toHaveLength(1);
    expect(login.calls[0]?.body).toEqual({
      email: 'Store@Dealer.quotemarket.kr',
      password: 'dealer-password-1234',
    });
    expect(router.state.location.pathname).toBe(paths.inbox());
    expect(storage.read('sellerToken')).toBe('fresh-dealer-token');
    // Nothing happened elsewhere: no notice.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(/비밀번호를 \d+번 틀렸어요/)).not.toBeInTheDocument();
  });

  it('tells the dealer of wrong passwords given elsewhere since the last login, until closed', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(sellerLogin, {
        ...loginResult,
        failedLogins: { count: 12, addressCount: 3, lastFailedAt: '2031-03-02T09:06:00.000Z' },
      }).handler,
    );
    renderLogin();

    await fillIn(user, sellerAccount.email, 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('견적 요청 화면')).toBeInTheDocument();
    const title = await screen.findByText(
      '마지막 로그인 이후 다른 곳에서 비밀번호를 12번 틀렸어요.',
    );
    expect(
      screen.getByText(
        '3곳에서 시도했고, 가장 최근 시도는 2031.03.02 18:06이에요. 본인이 아니라면 견적마켓 운영팀에 비밀번호 변경을 요청해 주세요.',
      ),
    ).toBeInTheDocument();
    // Still there well after an ordinary toast would have gone; the dealer closes it.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getAllByText(title.textContent!)).toHaveLength(1);
    // Pressed as the kit's own tests press it: jsdom has no pointer capture for user-event's.
    fireEvent.click(
      within(title.closest('[data-qm="toast"]')!).getByRole('button', { name: '닫기' }),
    );
    await waitFor(() => expect(screen.queryByText(title.textContent!)).not.toBeInTheDocument());
  });

  it('says where the wrong passwords came from only when there were several places', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(sellerLogin, {
        ...loginResult,
        failedLogins: { count: 1, addressCount: 1, lastFailedAt: '2031-03-01T23:30:00.000Z' },
      }).handler,
    );
    renderLogin();

    await fillIn(user, sellerAccount.email, 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(
      await screen.findByText('마지막 로그인 이후 다른 곳에서 비밀번호를 1번 틀렸어요.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        '가장 최근 시도는 2031.03.02 08:30이에요. 본인이 아니라면 견적마켓 운영팀에 비밀번호 변경을 요청해 주세요.',
      ),
    ).toBeInTheDocument();
  });

  it('returns to the console page that asked for the login', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(sellerLogin, loginResult).handler);
    const { router } = renderLogin({ entries: [paths.bids()] });

    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    expect(router.state.location.pathname).toBe(paths.login());
    await fillIn(user, sellerAccount.email, 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('보낸 견적 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.bids());
  });

  it('still returns there after a refused attempt', async () => {
    const user = userEvent.setup();
    let refuse = true;
    server.use(
      mockEndpoint(sellerLogin, () =>
        refuse ? apiErrorResponse(401, '이메일 또는 비밀번호가 올바르지 않아요.') : loginResult,
      ).handler,
    );
    const { router } = renderLogin({ entries: [paths.bids()] });

    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    await fillIn(user, sellerAccount.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await screen.findByText('이메일 또는 비밀번호가 올바르지 않아요.');

    refuse = false;
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('보낸 견적 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.bids());
  });

  it('follows no return address outside the console', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(sellerLogin, loginResult).handler);
    const { router } = renderLogin();
    await router.navigate(paths.login(), { state: { from: '//elsewhere.example/steal' } });

    await fillIn(user, sellerAccount.email, 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText('견적 요청 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.inbox());
  });

  it('shows the API’s message for a wrong password and stays on the login', async () => {
    const user = userEvent.setup();
    const message = '이메일 또는 비밀번호가 올바르지 않아요.';
    server.use(mockEndpoint(sellerLogin, () => apiErrorResponse(401, message)).handler);
    const { router, storage } = renderLogin();

    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    await fillIn(user, sellerAccount.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login());
    expect(storage.read('sellerToken')).toBeNull();
    expect(screen.getByRole('button', { name: '로그인' })).toBeEnabled();
  });

  it('shows the API’s message when the login must wait', async () => {
    const user = userEvent.setup();
    const message =
      '여러 곳에서 이 이메일로 로그인에 실패하고 있어서 잠시 기다려야 해요. 8초 뒤에 다시 시도해 주세요.';
    server.use(mockEndpoint(sellerLogin, () => apiErrorResponse(429, message)).handler);
    renderLogin();

    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    await fillIn(user, sellerAccount.email, 'dealer-password-1234');
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('asks for the empty fields before calling the API', async () => {
    const user = userEvent.setup();
    const login = mockEndpoint(sellerLogin, loginResult);
    server.use(login.handler);
    renderLogin();

    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    await user.click(screen.getByRole('button', { name: '로그인' }));

    expect(screen.getByText('이메일을 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해 주세요.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveFocus();

    await user.type(screen.getByRole('textbox', { name: '이메일' }), sellerAccount.email);
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(screen.queryByText('이메일을 입력해 주세요.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    expect(login.calls).toHaveLength(0);
  });

  it('sends a signed-in dealer straight to the inbox', async () => {
    const { router } = renderLogin({ sellerToken: 'dealer-token' });
    expect(await screen.findByText('견적 요청 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.inbox());
  });

  it('fills the form with a demo store without signing in', async () => {
    const user = userEvent.setup();
    const login = mockEndpoint(sellerLogin, loginResult);
    server.use(login.handler);
    renderLogin({ demo: demoAccounts });

    const section = await screen.findByRole('region', { name: '데모 계정' });
    expect(within(section).getByText('demo@dealer.quotemarket.kr')).toBeInTheDocument();
    expect(within(section).getByText('역삼점')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: '역삼점으로 채우기' }));

    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveValue(
      'yeoksam@dealer.quotemarket.kr',
    );
    expect(screen.getByLabelText('비밀번호')).toHaveValue('quotemarket-demo-5678');
    expect(screen.getByRole('button', { name: '로그인' })).toHaveFocus();
    await user.click(within(section).getByRole('button', { name: '강남 모바일로 채우기' }));
    expect(screen.getByRole('textbox', { name: '이메일' })).toHaveValue(
      'demo@dealer.quotemarket.kr',
    );
    expect(login.calls).toHaveLength(0);
  });

  it('shows no demo accounts in production', async () => {
    renderLogin({ demo: 'production' });
    await screen.findByRole('heading', { level: 1, name: '견적마켓 파트너 로그인' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: '데모 계정' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /채우기$/ })).not.toBeInTheDocument();
  });
});
