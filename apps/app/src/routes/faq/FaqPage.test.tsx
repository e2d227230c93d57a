import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listFaqs, type FaqEntry } from '@quotemarket/contract';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import { faqRoutes } from './routes';

const server = setupMswServer();

/** The FAQ as the API gives it: operators' order, mixed categories. */
const faqs: FaqEntry[] = [
  {
    id: 1,
    category: 'service',
    question: '견적마켓은 어떻게 이용하나요? 비용이 드나요?',
    answer: '여러 판매점이 48시간 동안 견적을 보내 드려요. 견적 요청과 견적 받기는 모두 무료예요.',
  },
  {
    id: 2,
    category: 'quote',
    question: '견적 요청 전에 휴대폰 본인인증은 왜 하나요?',
    answer: '첫 견적 요청 전에 한 번만 휴대폰 본인인증을 해요.',
  },
  {
    id: 3,
    category: 'quote',
    question: '견적을 선택하면 판매점에 어떤 정보가 전달되나요?',
    answer: '선택한 판매점 한 곳에만 이름과 휴대폰 번호가 전달돼요.',
  },
  {
    id: 4,
    category: 'signup',
    question: '회원가입은 어떻게 하나요?',
    answer: '네이버나 카카오 계정으로 간편하게 가입할 수 있어요.',
  },
  {
    id: 5,
    category: 'signup',
    question: '회원 탈퇴는 어떻게 하나요?',
    answer: 'MY > 내 정보 수정에서 회원 탈퇴를 할 수 있어요.',
  },
];
const allQuestions = faqs.map((entry) => entry.question);

beforeEach(() => {
  server.use(mockEndpoint(listFaqs, faqs).handler);
});

// Page chunks compile on first import; loading it once up front keeps the first test's
// waits about the page, not about the compiler.
beforeAll(async () => {
  await import('./FaqPage');
});

function renderFaq(path = '/faq') {
  return renderApp(createAppRoutes(faqRoutes), { entries: [path], api: 'msw' });
}

function shownQuestions() {
  return screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('FAQ', () => {
  it('shows all five questions under 전체, with its title and a back button for guests', async () => {
    renderFaq();
    const tabs = await screen.findByRole('tablist', { name: '자주 묻는 질문 분류' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['전체', '서비스', '회원가입', '견적 요청']);
    expect(within(tabs).getByRole('tab', { name: '전체' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 1, name: '자주 묻는 질문' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeInTheDocument();
    await screen.findByRole('button', { name: /비용이 드나요/ });
    expect(shownQuestions().map((text) => text?.replace(/^Q/, ''))).toEqual(allQuestions);
  });

  it('filters by the chosen tab and keeps the choice in the address', async () => {
    const user = userEvent.setup();
    const { router } = renderFaq();
    await user.click(await screen.findByRole('tab', { name: '회원가입' }));

    expect(router.state.location.search).toBe('?tab=signup');
    expect(
      await screen.findByRole('tab', { name: '회원가입', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
    expect(screen.getByRole('button', { name: /회원가입은 어떻게 하나요/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /회원 탈퇴는 어떻게 하나요/ })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '전체' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('opens on the tab of the address', async () => {
    renderFaq('/faq?tab=quote');
    expect(
      await screen.findByRole('tab', { name: '견적 요청', selected: true }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', {
        name: /견적을 선택하면 판매점에 어떤 정보가 전달되나요/,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /회원가입은/ })).not.toBeInTheDocument();
  });

  it('falls back to 전체 for an unknown tab', async () => {
    renderFaq('/faq?tab=no-such-tab');
    expect(await screen.findByRole('tab', { name: '전체', selected: true })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(5);
  });

  it('opens an answer on click and closes it again', async () => {
    const user = userEvent.setup();
    renderFaq();
    const question = await screen.findByRole('button', { name: /회원가입은 어떻게 하나요/ });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/네이버나 카카오 계정으로/)).not.toBeInTheDocument();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/네이버나 카카오 계정으로/)).toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens an answer from the keyboard', async () => {
    const user = userEvent.setup();
    renderFaq('/faq?tab=service');
    const question = await screen.findByRole('button', { name: /비용이 드나요/ });
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/견적 요청과 견적 받기는 모두 무료/)).toBeVisible();

    await user.keyboard(' ');
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('says the questions could not be loaded and loads them again on retry', async () => {
    const user = userEvent.setup();
    server.use(
      mockEndpoint(listFaqs, () => apiErrorResponse(503, '잠시 후 다시 시도해 주세요.')).handler,
    );
    renderFaq();
    expect(await screen.findByText('자주 묻는 질문을 불러오지 못했어요')).toBeInTheDocument();
    server.use(mockEndpoint(listFaqs, faqs).handler);
    await user.click(screen.getByRole('button', { name: /다시 시도/ }));
    expect(
      await screen.findByRole('button', { name: /회원가입은 어떻게 하나요/ }),
    ).toBeInTheDocument();
  });

  it('says so when no question is published', async () => {
    server.use(mockEndpoint(listFaqs, []).handler);
    renderFaq();
    expect(await screen.findByText('아직 등록된 질문이 없어요')).toBeInTheDocument();
  });
});
