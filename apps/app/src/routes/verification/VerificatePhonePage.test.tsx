import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestPhoneVerification, verifyPhone } from '@quotemarket/contract';
import type { AppStorage } from '@quotemarket/hooks';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { createAppRoutes } from '../routes';
import { renderApp } from '../../testing/renderApp';
import { apiErrorResponse, mockEndpoint, setupMswServer } from '@quotemarket/testing';
import { verificationRoutes } from './routes';
import { VerificatePhonePage, type VerificatePhonePageProps } from './VerificatePhonePage';

const server = setupMswServer();

const expiry = { expiresAt: '2026-11-01T00:05:00.000Z', expiresInSeconds: 300 };
const verified = { phone: '01012345678', verifiedAt: '2026-11-01T00:00:00.000Z' };
const termsRequired = '필수 약관에 동의해 주세요.';

function Text({ children }: { children: string }) {
  return <p>{children}</p>;
}

function routesWith(props: VerificatePhonePageProps = {}): AppRouteObject[] {
  return createAppRoutes([
    { index: true, element: <Text>홈 화면</Text> },
    { path: 'login', element: <Text>로그인 화면</Text> },
    { path: 'terms/:termId', element: <Text>약관 화면</Text> },
    { path: 'bidding-page/:id/:nameEn/:itemId', element: <Text>휴대폰 견적 요청</Text> },
    {
      path: 'bidding-page-water-purifier/:id/:nameEn/:itemId',
      element: <Text>정수기 견적 요청</Text>,
    },
    {
      path: 'verificate-phone',
      handle: verificationRoutes[0]!.handle,
      element: <VerificatePhonePage {...props} />,
    },
  ]);
}

function renderPage({
  props,
  prepare,
}: { props?: VerificatePhonePageProps; prepare?: (storage: AppStorage) => void } = {}) {
  return renderApp(routesWith(props), {
    api: 'msw',
    entries: ['/verificate-phone'],
    prepareStorage: (storage) => {
      storage.write('token', 'buyer-token');
      prepare?.(storage);
    },
  });
}

async function agreeToAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: '전체 동의' }));
}

async function requestCode(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
  await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
  return screen.findByRole('textbox', { name: '인증번호' });
}

describe('phone verification page', () => {
  it('sends a visitor without a login to /login', async () => {
    const { router } = renderApp(routesWith(), { api: 'msw', entries: ['/verificate-phone'] });
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('has a titled header with a back button and no bottom navigation', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: '휴대폰 본인인증' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
    expect(verificationRoutes[0]!.handle).toEqual({
      title: '휴대폰 본인인증',
      isShowBackButton: true,
      isFooterActiveFor: NONE,
    });
  });

  it('toggles all five consents at once and expands the list', async () => {
    const user = userEvent.setup();
    renderPage();
    await agreeToAll(user);
    await user.click(screen.getByRole('button', { name: '약관 펼치기' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(6);
    for (const box of boxes) expect(box).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('checkbox', { name: '(선택)마케팅 정보 수신 동의' }));
    expect(screen.getByRole('checkbox', { name: '전체 동의' })).toHaveAttribute(
      'aria-checked',
      'mixed',
    );
  });

  it('keeps only digits, at most 11, and enables the request at 11', async () => {
    const user = userEvent.setup();
    renderPage();
    const phone = await screen.findByRole('textbox', { name: '휴대폰 번호' });
    const request = screen.getByRole('button', { name: '인증번호 받기' });
    await user.type(phone, '010-1234-567');
    expect(phone).toHaveValue('0101234567');
    expect(request).toBeDisabled();
    await user.type(phone, '89');
    expect(phone).toHaveValue('01012345678');
    expect(request).toBeEnabled();
  });

  it('asks for the required terms before requesting a code', async () => {
    const user = userEvent.setup();
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(await screen.findByText(termsRequired)).toBeInTheDocument();
    expect(request.calls).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: '인증번호' })).not.toBeInTheDocument();
  });

  it('says when the code could not be requested', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(requestPhoneVerification, () => apiErrorResponse(500, '오류')).handler);
    renderPage();
    await agreeToAll(user);
    await user.type(screen.getByRole('textbox', { name: '휴대폰 번호' }), '01012345678');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    expect(
      await screen.findByText('인증번호를 보내지 못했어요. 잠시 후 다시 시도해 주세요.'),
    ).toBeInTheDocument();
  });

  it('shows the code field with the 300 s countdown; confirm needs 4 digits', async () => {
    const user = userEvent.setup();
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    renderPage();
    await agreeToAll(user);
    const code = await requestCode(user);
    expect(request.calls[0]?.body).toEqual({ target: 'PHONE', payload: '01012345678' });
    expect(screen.getByRole('status')).toHaveTextContent('인증번호를 보냈어요.');
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');

    const confirm = screen.getByRole('button', { name: '인증하기' });
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    expect(confirm).toBeDisabled();
    await user.type(code, '{Enter}');
    expect(await screen.findByText('인증번호 4자리를 입력해 주세요.')).toBeInTheDocument();
    await user.type(code, '45');
    expect(code).toHaveValue('1234');
    expect(confirm).toBeEnabled();
  });

  it('returns to the stored bidding target by category once verified, with the consents', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler);
    const verify = mockEndpoint(verifyPhone, verified);
    server.use(verify.handler);
    const { router } = renderPage({
      prepare: (storage) =>
        storage.write('biddingTarget', {
          categoryNameEn: 'Water Purifier',
          categoryId: 3,
          itemId: 42,
        }),
    });
    await agreeToAll(user);
    await user.type(await requestCode(user), '1234');
    await user.click(screen.getByRole('button', { name: '인증하기' }));

    expect(await screen.findByText('정수기 견적 요청')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      '/bidding-page-water-purifier/3/Water%20Purifier/42',
    );
    expect(verify.calls[0]?.url.pathname).toMatch(/\/verifications\/1234\/verify$/);
    expect(verify.calls[0]?.body).toEqual({
      userAgreementList: [
        { term: 'PRIVACY', agreed: true },
        { term: 'THIRDPARTY', agreed: true },
        { term: 'UNIQUEID', agreed: true },
        { term: 'SERVICE', agreed: true },
        { term: 'MARKETING', agreed: true },
      ],
      isConsented: true,
    });
  });

  it('goes home once verified when no bidding target is stored', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(requestPhoneVerification, expiry).handler,
      mockEndpoint(verifyPhone, verified).handler,
    );
    const { router } = renderPage();
    await agreeToAll(user);
    await user.type(await requestCode(user), '1234');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a wrong code is wrong and empties the field', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(requestPhoneVerification, expiry).handler,
      mockEndpoint(verifyPhone, () => apiErrorResponse(400, 'Verification not found')).handler,
    );
    renderPage();
    await agreeToAll(user);
    const code = await requestCode(user);
    await user.type(code, '9999');
    await user.click(screen.getByRole('button', { name: '인증하기' }));
    expect(await screen.findByText('인증번호가 올바르지 않아요.')).toBeInTheDocument();
    expect(code).toHaveValue('');
  });

  it('a re-request empties the code and says it was sent again', async () => {
    const user = userEvent.setup();
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    renderPage();
    await agreeToAll(user);
    const code = await requestCode(user);
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: '다시 받기' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('인증번호를 다시 보냈어요.'),
    );
    expect(code).toHaveValue('');
    expect(request.calls).toHaveLength(2);
  });

  it('expires the code when the countdown reaches 0', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler);
    let clock = Date.now();
    renderPage({ props: { now: () => clock } });
    await agreeToAll(user);
    await requestCode(user);
    expect(screen.getByRole('timer')).toHaveTextContent('05:00');
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
    expect(screen.getByRole('textbox', { name: '인증번호' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '인증하기' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '다시 받기' })).toBeEnabled();
  });

  it('saves the consents before a term page opens and restores them on return', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: '약관 펼치기' }));
    await user.click(screen.getByRole('checkbox', { name: '(필수)개인정보 수집·이용 동의' }));
    const terms = screen.getByRole('region', { name: '약관 동의' });
    await user.click(within(terms).getByRole('link', { name: /^서비스 이용약관 동의\s*보기$/ }));
    expect(await screen.findByText('약관 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/terms/use-terms');

    await act(() => router.navigate(-1));
    const privacy = await screen.findByRole('checkbox', {
      name: '(필수)개인정보 수집·이용 동의',
    });
    expect(privacy).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('checkbox', { name: '(필수)서비스 이용약관 동의' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('keeps the typed phone number across a term page, and never the code', async () => {
    const user = userEvent.setup();
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler);
    const { router, storage } = renderPage();
    await agreeToAll(user);
    await requestCode(user);
    await user.type(await screen.findByRole('textbox', { name: '인증번호' }), '12');
    await user.click(screen.getByRole('button', { name: '약관 펼치기' }));
    const terms = screen.getByRole('region', { name: '약관 동의' });
    await user.click(within(terms).getByRole('link', { name: /^서비스 이용약관 동의\s*보기$/ }));
    expect(await screen.findByText('약관 화면')).toBeInTheDocument();
    // The number alone is kept: the code is typed again after a new request.
    expect(storage.readRaw('verificationPhone')).toBe('"01012345678"');

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('textbox', { name: '휴대폰 번호' })).toHaveValue('01012345678');
    expect(screen.queryByRole('textbox', { name: '인증번호' })).toBeNull();
    // Restored once: a later visit starts empty.
    expect(storage.read('verificationPhone')).toBe('');
  });
});
