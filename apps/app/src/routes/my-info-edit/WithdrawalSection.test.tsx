import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cancelMembership, listMainCategories } from '@quotemarket/contract';
import { useMainCategories } from '@quotemarket/hooks';
import {
  apiErrorResponse,
  mockEndpoint,
  renderApp,
  setupMswServer,
  silenceConsoleErrors,
} from '../../testing/renderApp';
import { RequireLogin } from '../../shell/RequireLogin';
import type { AppRouteObject } from '../../shell/routeMeta';
import { createAppRoutes } from '../routes';
import { WithdrawalSection, withdrawalTexts } from './WithdrawalSection';

const server = setupMswServer();

/** Home as in the app: its own chunk, and a call of its own as soon as it shows. */
function Home() {
  const categories = useMainCategories();
  return <p>홈 화면 {categories.isSuccess && '카테고리 준비됨'}</p>;
}

// The section where the lead places it: at the bottom of a page that needs a login.
const pages: AppRouteObject[] = [
  {
    index: true,
    lazy: async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { Component: Home };
    },
  },
  { path: 'login', element: <p>로그인 화면</p> },
  {
    element: <RequireLogin />,
    children: [
      {
        path: 'my-info-edit',
        element: (
          <>
            <p>정보 수정 화면</p>
            <WithdrawalSection />
          </>
        ),
      },
    ],
  },
];

function renderSection() {
  return renderApp(createAppRoutes(pages), {
    entries: ['/my-info-edit'],
    api: 'app',
    token: 'buyer-token',
  });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '회원 탈퇴' }));
  return screen.findByRole('alertdialog', { name: '정말 탈퇴하시겠어요?' });
}

describe('WithdrawalSection', () => {
  it('says what is erased and what the law keeps, and does nothing when cancelled', async () => {
    const mock = mockEndpoint(cancelMembership, null);
    server.use(mock.handler);
    const user = userEvent.setup();
    const { storage } = renderSection();

    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('탈퇴하면 계정을 되돌릴 수 없어요.');
    const lines = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([...withdrawalTexts.erased]);
    expect(dialog).toHaveTextContent(
      '이름, 닉네임, 이메일, 휴대폰 번호, 프로필 사진은 바로 지워요.',
    );
    expect(dialog).toHaveTextContent(
      /구매 신청 기록은 5년.*분쟁 처리 기록은 3년.*로그인 기록은 3개월/,
    );
    expect(within(dialog).getByRole('link', { name: '개인정보 처리방침 보기' })).toHaveAttribute(
      'href',
      '/terms/privacy-policy',
    );

    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '회원 탈퇴' })).toHaveFocus();
    expect(mock.calls).toHaveLength(0);
    expect(storage.read('token')).toBe('buyer-token');
  });

  it('withdraws, says so, and after 2 seconds logs out to home', async () => {
    let answeredAt = 0;
    const mock = mockEndpoint(cancelMembership, () => {
      answeredAt = Date.now();
      return null;
    });
    // The server has revoked the token: a call that still carries it is refused, as for real.
    const categories = mockEndpoint(listMainCategories, ({ headers }) =>
      headers.get('authorization') ? apiErrorResponse(401, '다시 로그인해 주세요.') : [],
    );
    server.use(mock.handler, categories.handler);
    const user = userEvent.setup();
    const { router, storage } = renderSection();
    let leftAt = 0;
    router.subscribe((state) => {
      if (!leftAt && state.navigation.location?.pathname === '/') leftAt = Date.now();
    });

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(await screen.findByText('회원 탈퇴가 완료되었어요.')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(1);
    expect(mock.calls[0]?.headers.get('authorization')).toBe('Bearer buyer-token');
    // The buyer stays on the page, signed in, for the 2 seconds.
    expect(storage.read('token')).toBe('buyer-token');

    expect(await screen.findByText(/카테고리 준비됨/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(leftAt - answeredAt).toBeGreaterThanOrEqual(1900);
    // Home, not the login page, though the page left behind needs a login: home's first call
    // went out as a guest's, so the revoked token met no refusal.
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(storage.read('token')).toBeNull();
    expect(categories.calls.map(({ headers }) => headers.get('authorization'))).toEqual([null]);
    expect(screen.queryByText('로그인 화면')).not.toBeInTheDocument();
  });

  it('cannot be started twice while the logout is pending', async () => {
    server.use(mockEndpoint(cancelMembership, null).handler);
    const user = userEvent.setup();
    renderSection();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '회원 탈퇴' })).toBeDisabled());
  });

  it('says the withdrawal failed, keeps the buyer signed in, and lets them try again', async () => {
    silenceConsoleErrors();
    let fail = true;
    const mock = mockEndpoint(cancelMembership, () =>
      fail ? apiErrorResponse(500, '서버 오류') : null,
    );
    server.use(mock.handler);
    const user = userEvent.setup();
    const { router, storage } = renderSection();

    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));

    expect(
      await screen.findByText('회원 탈퇴를 처리하지 못했어요. 다시 시도해 주세요.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('회원 탈퇴가 완료되었어요.')).not.toBeInTheDocument();
    expect(storage.read('token')).toBe('buyer-token');
    expect(router.state.location.pathname).toBe('/my-info-edit');

    fail = false;
    dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: '탈퇴하기' }));
    expect(await screen.findByText('회원 탈퇴가 완료되었어요.')).toBeInTheDocument();
    expect(mock.calls).toHaveLength(2);
  });
});
