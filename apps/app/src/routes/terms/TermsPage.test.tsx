import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/renderApp';
import { routes } from '../routes';

const pages = [
  ['/terms/privacy-policy', '개인정보 처리방침'],
  ['/terms/third-party-consent', '개인정보 제3자 제공 동의'],
  ['/terms/unique-id-consent', '고유식별정보 처리 동의'],
  ['/terms/use-terms', '서비스 이용약관'],
  ['/terms/marketing-consent', '마케팅 정보 수신 동의'],
  ['/terms/policy', '운영정책'],
] as const;

// Page chunks compile on first import; loading them once up front keeps the first test's
// waits about the page, not about the compiler.
beforeAll(async () => {
  await Promise.all([
    import('./TermsPage'),
    import('../my-nonmember/MyNonmemberPage'),
    import('../../shared/NotFoundPage'),
  ]);
});

describe('terms pages', () => {
  it.each(pages)(
    '%s shows "%s" under its header, with a back button and no notifications or tabs',
    async (path, title) => {
      const { container } = renderApp(routes, { entries: [path] });
      const article = await screen.findByRole('article', { name: title });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(within(article).getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(2);
      expect(article).toHaveTextContent('시행일');
      expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: '알림 설정' })).not.toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: '주요 메뉴' })).not.toBeInTheDocument();
      // The header stays, the tab bar goes: the text scrolls in the height left under the header,
      // so the page itself never runs past the viewport.
      expect(container.querySelector('[data-qm="page"]')).toHaveAttribute(
        'data-height-mode',
        'withHeader',
      );
      await waitFor(() => expect(document.title).toBe(`${title} | 견적마켓`));
    },
  );

  it('says that marketing consent is optional', async () => {
    renderApp(routes, { entries: ['/terms/marketing-consent'] });
    expect(await screen.findByText(/이 동의는 선택 사항입니다/)).toBeInTheDocument();
  });

  it('publishes the operation policy: the platform as intermediary, reviews, reports, sanctions', async () => {
    renderApp(routes, { entries: ['/terms/policy'] });
    const article = await screen.findByRole('article', { name: '운영정책' });
    const headings = within(article)
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual(
      expect.arrayContaining([
        '1. 회사의 역할',
        '3. 리뷰 작성 기준',
        '5. 신고',
        '6. 금지 행위',
        '7. 위반 시 조치',
      ]),
    );
    expect(article).toHaveTextContent('통신판매중개자');
  });

  it('names the privacy officer and the customer centre from the configuration, and the 1:1 문의', async () => {
    renderApp(routes, { entries: ['/terms/privacy-policy'] });
    const article = await screen.findByRole('article', { name: '개인정보 처리방침' });
    expect(
      await within(article).findByText(
        /개인정보 보호책임자: 이보호 \(개인정보 보호책임자\(CPO\)\)/,
      ),
    ).toHaveTextContent('privacy@quotemarket.example');
    expect(within(article).getByRole('link', { name: '1588-0000' })).toHaveAttribute(
      'href',
      'tel:15880000',
    );
    expect(within(article).getByRole('link', { name: '1:1 문의' })).toHaveAttribute(
      'href',
      '/inquiry',
    );
    expect(article).not.toHaveTextContent('고객 문의 창구');
  });

  it('lists every retention period of the privacy policy', async () => {
    renderApp(routes, { entries: ['/terms/privacy-policy'] });
    const article = await screen.findByRole('article', { name: '개인정보 처리방침' });
    for (const period of [
      '표시·광고에 관한 기록: 6개월',
      '소비자의 불만 또는 분쟁처리에 관한 기록: 3년',
      '전자금융 거래에 관한 기록: 5년',
      '로그인 기록(서비스 접속 기록): 3개월',
    ]) {
      expect(article).toHaveTextContent(period);
    }
    expect(article).toHaveTextContent(/계약 또는 청약철회 등에 관한 기록.*: 5년/);
  });

  it('goes back to the page that opened it', async () => {
    const user = userEvent.setup();
    renderApp(routes, { entries: ['/my-nonmember', '/terms/use-terms'] });
    await screen.findByRole('article', { name: '서비스 이용약관' });
    await user.click(screen.getByRole('button', { name: '뒤로 가기' }));
    expect(await screen.findByRole('heading', { name: '로그인이 필요해요' })).toBeInTheDocument();
  });

  it('is Not Found for an unknown term', async () => {
    renderApp(routes, { entries: ['/terms/no-such-term'] });
    expect(
      await screen.findByRole('heading', { name: '페이지를 찾을 수 없어요' }),
    ).toBeInTheDocument();
  });
});
