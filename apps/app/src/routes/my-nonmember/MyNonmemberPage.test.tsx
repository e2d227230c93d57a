import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { createAppRoutes, routes } from '../routes';
import { myNonmemberRoutes } from './routes';

// Page chunks compile on first import; loading them once up front keeps the first test's
// waits about the page, not about the compiler.
beforeAll(async () => {
  await Promise.all([import('./MyNonmemberPage'), import('../terms/TermsPage')]);
});

describe('MY for guests', () => {
  it('explains the login, marks the MY tab and links help and every term', async () => {
    renderApp(routes, { entries: ['/my-nonmember'] });
    expect(await screen.findByRole('heading', { name: '로그인이 필요해요' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'MY' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('navigation', { name: '주요 메뉴' });
    expect(within(tabs).getByRole('link', { name: 'MY' })).toHaveAttribute('aria-current', 'page');

    const help = screen.getByRole('navigation', { name: '고객 지원' });
    expect(within(help).getByRole('link', { name: '공지사항' })).toHaveAttribute(
      'href',
      '/notice-list',
    );
    expect(within(help).getByRole('link', { name: '자주 묻는 질문' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(within(help).getByRole('link', { name: '1:1 문의' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
    const terms = screen.getByRole('navigation', { name: '약관 및 정책' });
    expect(
      within(terms)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/terms/use-terms',
      '/terms/policy',
      '/terms/privacy-policy',
      '/terms/third-party-consent',
      '/terms/unique-id-consent',
      '/terms/marketing-consent',
    ]);
  });

  it('shows who runs the service in the company footer (document 001)', async () => {
    renderApp(routes, { entries: ['/my-nonmember'] });
    const footer = await screen.findByRole('region', { name: '사업자 정보' });
    expect(within(footer).getByRole('heading', { name: '견적마켓 주식회사' })).toBeInTheDocument();
    for (const detail of [
      '대표김견적',
      '사업자등록번호123-45-67891',
      '통신판매업 신고',
      '주소서울특별시 강남구',
      '견적마켓 주식회사는 통신판매중개자로서 통신판매의 당사자가 아니에요.',
    ]) {
      expect(footer).toHaveTextContent(detail);
    }
    expect(within(footer).getByRole('link', { name: '1588-0000' })).toHaveAttribute(
      'href',
      'tel:15880000',
    );
    expect(within(footer).getByRole('link', { name: '개인정보 처리방침' })).toHaveAttribute(
      'href',
      '/terms/privacy-policy',
    );
  });

  it('opens a term from its link', async () => {
    const user = userEvent.setup();
    renderApp(routes, { entries: ['/my-nonmember'] });
    const terms = await screen.findByRole('navigation', { name: '약관 및 정책' });
    await user.click(within(terms).getByRole('link', { name: '개인정보 처리방침' }));
    expect(await screen.findByRole('article', { name: '개인정보 처리방침' })).toBeInTheDocument();
  });

  it('goes to the login with the login button', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(
      createAppRoutes([...myNonmemberRoutes, { path: 'login', element: <p>로그인 화면</p> }]),
      { entries: ['/my-nonmember'] },
    );
    await user.click(await screen.findByRole('button', { name: '로그인하기' }));
    expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
