import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  getProfile,
  requestPhoneVerification,
  updateProfile,
  verifyPhone,
  type Profile,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { routes } from '../routes';
import { MyInfoEditPage } from './MyInfoEditPage';
import { myInfoEditRoutes } from './routes';

const server = setupMswServer();

// Page chunks compile on first import; the login page is where a visitor without a token lands.
beforeAll(async () => {
  await Promise.all([import('./MyInfoEditPage'), import('../login/LoginPage')]);
});

const expiry = { expiresAt: '2026-11-01T00:05:00.000Z', expiresInSeconds: 300 };

/**
 * A small stand-in of the API's profile rules: the form saves nickname and email; the phone number
 * changes only when a code texted to the new number is confirmed ('1234' is right).
 */
function serveAccount(overrides: Partial<Profile> = {}) {
  const profile: Profile = {
    id: 7,
    profileImage: null,
    firstName: '김지현',
    provider_id: '지현',
    nickname: '지현',
    provider: 'kakao',
    email: 'jihyun@example.com',
    phoneNumber: '01012345678',
    ...overrides,
  };
  let textedTo: string | null = null;
  const read = mockEndpoint(getProfile, () => ({ ...profile }));
  const update = mockEndpoint(updateProfile, ({ body }) => {
    const field = /name="(\w+)"\r\n\r\n([^\r]*)\r\n/.exec(String(body));
    if (field?.[1] === 'nickname') profile.nickname = profile.provider_id = field[2]!;
    if (field?.[1] === 'email') profile.email = field[2]!;
    return { ...profile };
  });
  const request = mockEndpoint(requestPhoneVerification, ({ body }) => {
    textedTo = (body as { payload: string }).payload;
    return expiry;
  });
  const verify = mockEndpoint(verifyPhone, ({ url }) => {
    if (!url.pathname.endsWith('/1234/verify') || !textedTo) {
      return apiErrorResponse(400, '인증번호가 올바르지 않아요.');
    }
    profile.phoneNumber = textedTo;
    return { phone: textedTo, verifiedAt: '2026-11-01T00:01:00.000Z' };
  });
  server.use(read.handler, update.handler, request.handler, verify.handler);
  return { profile, read, update, request, verify };
}

function renderPage({ loggedIn = true } = {}) {
  return renderApp(routes, {
    entries: [paths.myInfoEdit()],
    api: 'msw',
    ...(loggedIn && { token: 'buyer-token' }),
  });
}

const row = (name: string) => screen.findByRole('region', { name });

describe('my info edit page', () => {
  it('sends a visitor without a login to /login', async () => {
    serveAccount();
    const { router } = renderPage({ loggedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login()));
    expect(paths.myInfoEdit()).toBe('/my-info-edit');
    expect(myInfoEditRoutes[0]!.handle).toMatchObject({
      title: '내 정보 수정',
      isShowBackButton: true,
    });
  });

  it('shows the nickname, email and phone number, each with its own change button', async () => {
    serveAccount();
    renderPage();
    const nickname = await row('닉네임');
    expect(nickname).toHaveTextContent('지현');
    expect(await row('이메일')).toHaveTextContent('jihyun@example.com');
    expect(await row('휴대폰 번호')).toHaveTextContent('010-1234-5678');
    for (const name of ['닉네임 변경', '이메일 변경', '휴대폰 번호 변경']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('sends a buyer without a verified number to the verification, which asks for the terms', async () => {
    const user = userEvent.setup();
    serveAccount({ phoneNumber: null });
    const { router } = renderPage();
    const phone = await row('휴대폰 번호');
    expect(phone).toHaveTextContent('등록되지 않음');
    expect(within(phone).queryByRole('button', { name: '휴대폰 번호 변경' })).toBeNull();
    await user.click(within(phone).getByRole('link', { name: '본인인증하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.verificatePhone()));
  });

  it('ends with the withdrawal, quietly', async () => {
    serveAccount();
    renderPage();
    expect(await screen.findByRole('button', { name: '회원 탈퇴' })).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    server.use(mockEndpoint(getProfile, () => apiErrorResponse(500, '오류')).handler);
    renderPage();
    expect(await screen.findByText('내 정보를 불러오지 못했어요')).toBeInTheDocument();
  });

  it('saves a new nickname and shows it', async () => {
    const user = userEvent.setup();
    const { update } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '닉네임 변경' }));
    const field = screen.getByRole('textbox', { name: '새 닉네임' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('지현');
    await user.clear(field);
    await user.type(field, '견적왕');
    await user.click(screen.getByRole('button', { name: '저장' }));

    expect(await screen.findByText('닉네임을 바꿨어요.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '닉네임' })).toHaveTextContent('견적왕'),
    );
    expect(update.calls[0]?.body).toMatch(/name="nickname"\r\n\r\n견적왕\r\n/);
    // Focus returns to the row's button once the editor closes.
    expect(screen.getByRole('button', { name: '닉네임 변경' })).toHaveFocus();
  });

  it('answers a nickname over 20 characters at once with the words the server uses', async () => {
    const user = userEvent.setup();
    const { update } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '닉네임 변경' }));
    const field = screen.getByRole('textbox', { name: '새 닉네임' });
    await user.clear(field);
    await user.type(field, '가'.repeat(21));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('닉네임은 20자까지 쓸 수 있어요.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('닉네임은 20자까지 쓸 수 있어요.');
    expect(update.calls).toHaveLength(0);
  });

  it("shows the server's message beside the field when it refuses, and keeps the old value", async () => {
    const user = userEvent.setup();
    serveAccount();
    server.use(
      mockEndpoint(updateProfile, () =>
        apiErrorResponse(400, '이미 다른 분이 쓰고 있는 이메일이에요.'),
      ).handler,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: '이메일 변경' }));
    const field = screen.getByRole('textbox', { name: '새 이메일' });
    await user.clear(field);
    await user.type(field, 'taken@example.com');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이미 다른 분이 쓰고 있는 이메일이에요.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription('이미 다른 분이 쓰고 있는 이메일이에요.');
    expect(screen.getByRole('region', { name: '이메일' })).toHaveTextContent('jihyun@example.com');
  });

  it('checks an email with the contract rule before sending it', async () => {
    const user = userEvent.setup();
    const { update } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '이메일 변경' }));
    const field = screen.getByRole('textbox', { name: '새 이메일' });
    await user.clear(field);
    await user.type(field, 'not-an-email');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('이메일 주소를 정확히 입력해 주세요.')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('textbox', { name: '새 이메일' })).not.toBeInTheDocument();
  });

  it('changes the phone number only once the code texted to the new number is confirmed', async () => {
    const user = userEvent.setup();
    const { request, verify, update } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
    const phoneRow = screen.getByRole('region', { name: '휴대폰 번호' });
    const number = within(phoneRow).getByRole('textbox', { name: '새 휴대폰 번호' });
    await user.type(number, '010-9876-5432');
    await user.click(within(phoneRow).getByRole('button', { name: '인증번호 받기' }));

    const code = await within(phoneRow).findByRole('textbox', { name: '인증번호' });
    expect(request.calls[0]?.body).toEqual({ target: 'PHONE', payload: '01098765432' });
    expect(within(phoneRow).getByRole('status')).toHaveTextContent('인증번호를 보냈어요.');
    expect(within(phoneRow).getByRole('timer')).toHaveTextContent('05:00');
    // Nothing has changed yet: the row still shows the verified number.
    expect(phoneRow).toHaveTextContent('010-1234-5678');

    await user.type(code, '9999');
    await user.click(within(phoneRow).getByRole('button', { name: '인증하기' }));
    expect(await within(phoneRow).findByText('인증번호가 올바르지 않아요.')).toBeInTheDocument();
    expect(phoneRow).toHaveTextContent('010-1234-5678');

    await user.type(code, '1234');
    await user.click(within(phoneRow).getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('휴대폰 번호를 바꿨어요.')).toBeInTheDocument();
    await waitFor(() => expect(phoneRow).toHaveTextContent('010-9876-5432'));
    expect(verify.calls.at(-1)?.url.pathname).toMatch(/\/verifications\/1234\/verify$/);
    // A number change sends no consents, and never goes through the profile form.
    expect(verify.calls.at(-1)?.body).toEqual({});
    expect(update.calls).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: '새 휴대폰 번호' })).not.toBeInTheDocument();
  });

  it('says a number that is not a mobile number is wrong before asking for a code', async () => {
    const user = userEvent.setup();
    const { request } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
    const number = screen.getByRole('textbox', { name: '새 휴대폰 번호' });
    await user.type(number, '01212345678');
    expect(await screen.findByText('휴대폰 번호를 다시 확인해 주세요.')).toBeInTheDocument();
    expect(number).toHaveAccessibleDescription('휴대폰 번호를 다시 확인해 주세요.');
    expect(screen.getByRole('button', { name: '인증번호 받기' })).toBeDisabled();
    expect(request.calls).toHaveLength(0);
  });

  it('does not text the number already in use', async () => {
    const user = userEvent.setup();
    const { request } = serveAccount();
    renderPage();
    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
    await user.type(screen.getByRole('textbox', { name: '새 휴대폰 번호' }), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByText('지금 쓰고 있는 번호예요. 새 번호를 입력해 주세요.'),
    ).toBeInTheDocument();
    expect(request.calls).toHaveLength(0);
  });

  it("shows the server's reason when a code cannot be sent", async () => {
    const user = userEvent.setup();
    serveAccount();
    server.use(
      mockEndpoint(requestPhoneVerification, () =>
        apiErrorResponse(429, '인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.'),
      ).handler,
    );
    renderPage();
    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
    await user.type(screen.getByRole('textbox', { name: '새 휴대폰 번호' }), '01098765432');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByText('인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.'),
    ).toBeInTheDocument();
  });

  it('expires the code when the countdown reaches 0, with the same words as the server', async () => {
    const user = userEvent.setup();
    serveAccount();
    let clock = Date.now();
    renderApp([{ path: paths.myInfoEdit(), element: <MyInfoEditPage now={() => clock} /> }], {
      entries: [paths.myInfoEdit()],
      api: 'msw',
      token: 'buyer-token',
    });
    await user.click(await screen.findByRole('button', { name: '휴대폰 번호 변경' }));
    await user.type(screen.getByRole('textbox', { name: '새 휴대폰 번호' }), '01098765432');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByRole('timer')).toHaveTextContent('05:00');
    act(() => {
      clock += 300_000;
    });
    expect(
      await screen.findByText(
        '인증 시간이 지났어요. 인증번호를 다시 받아 주세요.',
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다시 받기' })).toBeEnabled();
  });
});
