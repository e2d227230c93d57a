import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { renderApp } from '../testing/renderApp';
import { useRequireBuyerLogin } from './useRequireBuyerLogin';

function RequestButton() {
  const { requireLogin } = useRequireBuyerLogin();
  return (
    <button type="button" onClick={() => requireLogin(() => undefined)}>
      견적 받기
    </button>
  );
}

const routes = [
  { path: '/', element: <RequestButton /> },
  { path: paths.login(), element: <p>로그인 화면</p> },
];

describe('useRequireBuyerLogin', () => {
  it("sends a guest to this app's login page", async () => {
    const { router } = renderApp(routes);
    await userEvent.click(screen.getByRole('button', { name: '견적 받기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.login());
  });

  it('keeps a signed-in buyer where they are', async () => {
    const { router } = renderApp(routes, { token: 'jwt' });
    await userEvent.click(screen.getByRole('button', { name: '견적 받기' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
