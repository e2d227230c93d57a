import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  dealerApplicationMessages,
  getDealerPasswordLink,
  setDealerPassword,
} from '@quotemarket/contract';
import { paths } from '../../paths';
import {
  apiErrorResponse,
  mockEndpoint,
  renderConsole,
  setupMswServer,
} from '../../testing/renderConsole';

const server = setupMswServer();

const link = {
  email: 'store@example.kr',
  storeName: '성수 모바일',
  expiresAt: '2026-12-09T01:00:00.000Z',
};

describe('SetPasswordPage', () => {
  it('sets a password of the dealers’ rule once, then offers the login', async () => {
    const saved = mockEndpoint(setDealerPassword, { email: link.email, sellerId: 7 });
    server.use(mockEndpoint(getDealerPasswordLink, link).handler, saved.handler);
    const user = userEvent.setup({ delay: null });
    renderConsole({ entries: [paths.setPassword('password-1')], sellerToken: null });

    await user.type(await screen.findByLabelText(/^새 비밀번호$/), 'short');
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'short');
    await user.click(screen.getByRole('button', { name: '비밀번호 정하기' }));
    expect(screen.getByText(dealerApplicationMessages.passwordTooShort)).toBeVisible();
    expect(saved.calls).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^새 비밀번호$/));
    await user.type(screen.getByLabelText(/^새 비밀번호$/), 'a-long-dealer-password');
    await user.clear(screen.getByLabelText('새 비밀번호 확인'));
    await user.type(screen.getByLabelText('새 비밀번호 확인'), 'a-long-dealer-password');
    await user.click(screen.getByRole('button', { name: '비밀번호 정하기' }));

    expect(await screen.findByRole('heading', { name: '비밀번호를 정했어요' })).toBeVisible();
    expect(saved.calls[0]?.body).toEqual({
      token: 'password-1',
      password: 'a-long-dealer-password',
    });
    expect(screen.getByRole('link', { name: '로그인하러 가기' })).toBeVisible();
  });

  it('says a spent link cannot be used', async () => {
    server.use(
      mockEndpoint(getDealerPasswordLink, () =>
        apiErrorResponse(404, dealerApplicationMessages.passwordLinkInvalid),
      ).handler,
    );
    renderConsole({ entries: [paths.setPassword('spent')], sellerToken: null });
    expect(await screen.findByText('링크를 쓸 수 없어요')).toBeVisible();
    expect(screen.getByText(dealerApplicationMessages.passwordLinkInvalid)).toBeVisible();
  });
});
