import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import {
  checkBiddingInProgress,
  checkInternetBiddingInProgress,
  endBiddingRequest,
  findInternetProductByProperties,
  getBiddingProgress,
  getInternetBiddingProgress,
  getPhoneVerification,
  getProductDetail,
  listBiddingQuestions,
  registerDevice,
  saveBiddingResponses,
  saveInternetBiddingResponses,
  submitBiddingRequest,
  submitInternetBiddingRequest,
  updateBiddingNotificationPreference,
  webPushPublicKey,
  type BiddingProgress,
  type BiddingQuestion,
  type BiddingResponse,
} from '@quotemarket/contract';
import type { AppStorage } from '@quotemarket/hooks';
import { stubBrowserWebPush } from '@quotemarket/testing';
import { optionAttribute, productDetail } from '@quotemarket/contract/testing';
import { apiErrorResponse, mockEndpoint, renderApp, setupMswServer } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import { biddingRoutes } from './routes';

const server = setupMswServer();

beforeAll(async () => {
  // The page's chunk compiles once, before the first test waits for it.
  await import('./BiddingPage');
});

// ---------------------------------------------------------------------------------------------
// Questions as the seed has them (document 001 §4), shortened where the tests do not care.

const choice = (
  questionId: number,
  questionText: string,
  options: [number, string, string?][],
  extra: Partial<BiddingQuestion> = {},
): BiddingQuestion => ({
  questionId,
  questionText,
  kind: 'CHOICE',
  options: options.map(([optionId, optionText, buttonText]) => ({
    optionId,
    optionText,
    buttonText: buttonText ?? optionText,
  })),
  defaultOptionId: null,
  ...extra,
});

const phoneQuestions = [
  choice(1, '휴대폰은 누가 사용하실 건가요?', [
    [1, '본인', '제가 쓸 거예요'],
    [2, '가족', '가족이 쓸 거예요'],
  ]),
  choice(2, '사용하실 분의 연령대를 알려 주세요.', [
    [3, '만 18세 이하'],
    [4, '만 19~34세'],
  ]),
  choice(3, '요금 복지 할인 대상에 해당하시나요?', [
    [7, '해당 없음'],
    [8, '기초생활수급자'],
  ]),
  choice(4, '어떤 방식으로 가입하실 건가요?', [
    [11, '기기변경'],
    [12, '번호이동'],
  ]),
  choice(5, '원하시는 통신사를 골라 주세요.', [
    [14, 'SKT'],
    [15, 'KT'],
  ]),
  choice(6, '약정 기간은 어떻게 할까요?', [
    [18, '무약정'],
    [21, '36개월'],
  ]),
  choice(7, '원하시는 월 요금제 수준을 알려 주세요.', [
    [22, '5만 원 미만'],
    [23, '5만 원대'],
  ]),
];

const internetQuestions = [
  choice(8, '인터넷 가입 유형을 알려 주세요.', [[26, '신규가입', '처음 설치해요']]),
  choice(9, '지금 쓰고 계신 인터넷 통신사는 어디인가요?', [[30, 'SK브로드밴드']]),
  choice(10, '원하시는 상품 구성을 골라 주세요.', [
    [37, '인터넷 단독'],
    [38, '인터넷+TV'],
    [39, '인터넷+TV+집전화'],
  ]),
  choice(11, '한 달 요금은 어느 정도로 생각하세요?', [
    [40, '2만 원대'],
    [41, '3만 원대'],
    [42, '4만 원대'],
    [43, '상관없어요'],
    [44, '5만 원대'],
    [45, '6만 원 이상'],
  ]),
  choice(12, '휴대폰과 묶어서 결합 할인을 받으시겠어요?', [[46, '결합할게요']]),
  choice(13, '쓰고 계신 휴대폰 통신사를 알려 주세요.', [[48, 'SKT']]),
  choice(14, '인터넷은 주로 어디에 쓰세요?', [[55, '웹서핑·문서 작업']]),
];

const answerOf = (question: BiddingQuestion, index = 0): BiddingResponse => ({
  questionId: question.questionId,
  optionId: question.options[index]!.optionId,
  responseText: question.options[index]!.optionText,
});
const answered = (questions: BiddingQuestion[], count: number) =>
  questions.slice(0, count).map((question) => answerOf(question));

const verified = { phone: '01012345678', verifiedAt: '2026-11-01T00:00:00.000Z' };
const submitted = { quotationId: 41, deadlineAt: '2026-11-23T10:00:00.000Z' };

function progressOf(responses: BiddingResponse[], total: number): BiddingProgress {
  return {
    quotationId: responses.length ? 41 : null,
    responses,
    rentalFee: null,
    answeredCount: responses.length,
    totalQuestions: total,
    progress: Math.min(100, Math.round((responses.length / total) * 100)),
  };
}

interface ServeOptions {
  answers?: BiddingResponse[];
  isVerified?: boolean;
}

/** A product wizard's server: saving an answer changes what the next progress read returns. */
function serveProductWizard(
  questions: BiddingQuestion[],
  { answers = [], isVerified = true }: ServeOptions = {},
) {
  let responses = answers;
  const save = mockEndpoint(saveBiddingResponses, ({ body }) => {
    const [sent] = (body as { responses: BiddingResponse[] }).responses;
    responses = [...responses, sent!];
    return progressOf(responses, questions.length);
  });
  const end = mockEndpoint(endBiddingRequest, () => {
    responses = [];
    return { quotationId: 41 };
  });
  const submit = mockEndpoint(submitBiddingRequest, () => {
    responses = [];
    return submitted;
  });
  const preference = mockEndpoint(updateBiddingNotificationPreference, {
    quotationId: 41,
    notificationEnabled: true,
  });
  const product = mockEndpoint(getProductDetail, productDetail({ name: '갤럭시 S25' }));
  server.use(
    mockEndpoint(listBiddingQuestions, questions).handler,
    mockEndpoint(getBiddingProgress, () => progressOf(responses, questions.length)).handler,
    mockEndpoint(checkBiddingInProgress, () => responses.length > 0).handler,
    mockEndpoint(getPhoneVerification, isVerified ? verified : null).handler,
    save.handler,
    end.handler,
    submit.handler,
    preference.handler,
    product.handler,
  );
  return { save, end, submit, preference, product };
}

const servePhone = (options?: ServeOptions) => serveProductWizard(phoneQuestions, options);

function serveInternet({ answers = [], isVerified = true }: ServeOptions = {}) {
  let responses = answers;
  const save = mockEndpoint(saveInternetBiddingResponses, ({ body }) => {
    const [sent] = (body as { responses: BiddingResponse[] }).responses;
    responses = [...responses, sent!];
    return progressOf(responses, internetQuestions.length);
  });
  const find = mockEndpoint(findInternetProductByProperties, { productId: 0 });
  const submit = mockEndpoint(submitInternetBiddingRequest, submitted);
  server.use(
    mockEndpoint(listBiddingQuestions, internetQuestions).handler,
    mockEndpoint(getInternetBiddingProgress, () => progressOf(responses, internetQuestions.length))
      .handler,
    mockEndpoint(checkInternetBiddingInProgress, () => responses.length > 0).handler,
    mockEndpoint(getPhoneVerification, isVerified ? verified : null).handler,
    save.handler,
    find.handler,
    submit.handler,
  );
  return { save, find, submit };
}

function Screen({ children }: { children: string }) {
  return <p>{children}</p>;
}

const phonePath = '/bidding-page/1/Mobile%20Phones/12';
const phoneTarget = { categoryNameEn: 'Mobile Phones', categoryId: 1, itemId: 12 };
const storedS25 = {
  image: null,
  brand: '삼성전자',
  name: '갤럭시 S25',
  details: [
    { id: 301, name: '색상', value: '코발트 바이올렛' },
    { id: 311, name: '저장 용량', value: '256GB' },
  ],
};

function renderWizard(path: string, prepare?: (storage: AppStorage) => void) {
  return renderApp(
    createAppRoutes([
      ...biddingRoutes,
      { path: 'login', element: <Screen>로그인 화면</Screen> },
      { path: 'verificate-phone', element: <Screen>본인인증 화면</Screen> },
      { path: 'quotation-check', element: <Screen>견적 확인 화면</Screen> },
      { path: 'product/home/:id/:nameEn', element: <Screen>카테고리 홈</Screen> },
    ]),
    { api: 'msw', entries: [path], token: 'buyer-token', prepareStorage: prepare },
  );
}

const answerArea = () => screen.getByRole('region', { name: '답변' });
const progress = () => screen.getByRole('progressbar', { name: '견적 요청 진행률' });

async function resume(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('alertdialog', { name: '작성하던 견적 요청이 있어요' });
  await user.click(within(dialog).getByRole('button', { name: '이어서 작성하기' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

async function requestQuotes(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: '지금 바로 견적 받기' }));
  const confirm = await screen.findByRole('alertdialog', { name: '견적을 요청할까요?' });
  await user.click(within(confirm).getByRole('button', { name: '견적 요청하기' }));
}

/** Sends the request, closes the confirmation and says yes to the notification offer it opens. */
async function requestQuotesAndAcceptNotifications(user: ReturnType<typeof userEvent.setup>) {
  await requestQuotes(user);
  await user.click(
    within(await screen.findByRole('alertdialog', { name: '견적 요청을 보냈어요' })).getByRole(
      'button',
      { name: '확인' },
    ),
  );
  const offer = await screen.findByRole('alertdialog', { name: '최저가 견적 알림을 받아 볼까요?' });
  await user.click(within(offer).getByRole('button', { name: '알림 받을게요' }));
  return offer;
}

describe('quote wizard', () => {
  it('starts from zero: start or back to the category home, then one answer at a time', async () => {
    const user = userEvent.setup();
    const { save } = servePhone();
    renderWizard(phonePath);

    expect(await screen.findByRole('button', { name: '시작하기' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '나중에 할게요' })).toHaveAttribute(
      'href',
      '/product/home/1/Mobile%20Phones',
    );
    expect(screen.queryByText('휴대폰은 누가 사용하실 건가요?')).toBeNull();

    await user.click(screen.getByRole('button', { name: '시작하기' }));
    const log = screen.getByRole('log', { name: '견적 요청 대화' });
    expect(within(log).getByText('휴대폰은 누가 사용하실 건가요?')).toBeInTheDocument();
    await user.click(within(answerArea()).getByRole('button', { name: '가족이 쓸 거예요' }));

    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '14'));
    expect(screen.getByText('14%')).toBeInTheDocument();
    expect(save.calls[0]?.body).toEqual({
      quotationId: null,
      productId: 12,
      responses: [{ questionId: 1, optionId: 2, responseText: '가족' }],
    });
    expect(within(log).getByText('가족')).toBeInTheDocument();
    expect(
      within(answerArea()).getByRole('group', { name: '사용하실 분의 연령대를 알려 주세요.' }),
    ).toBeInTheDocument();
    // The next question's first answer takes the focus the pressed button had.
    await waitFor(() =>
      expect(within(answerArea()).getByRole('button', { name: '만 18세 이하' })).toHaveFocus(),
    );
  });

  it('shows the banner of the product chosen on its page, and the product’s own on a deep link', async () => {
    servePhone();
    const first = renderWizard(phonePath, (storage) => {
      storage.write('biddingTarget', phoneTarget);
      storage.write('productDetails', storedS25);
    });
    const banner = await screen.findByRole('region', { name: '갤럭시 S25' });
    expect(banner).toHaveTextContent('삼성전자');
    expect(banner).toHaveTextContent('색상 코발트 바이올렛');
    expect(banner).toHaveTextContent('256GB');
    first.unmount();

    const { product } = servePhone();
    renderWizard('/bidding-page/1/Mobile%20Phones/12', (storage) => {
      // Another product's leftovers are not shown.
      storage.write('biddingTarget', { ...phoneTarget, itemId: 99 });
      storage.write('productDetails', { ...storedS25, name: '아이폰 17' });
    });
    expect(await screen.findByRole('region', { name: '갤럭시 S25' })).toBeInTheDocument();
    expect(screen.queryByText('아이폰 17')).toBeNull();
    expect(product.calls[0]?.url.pathname).toBe('/api/v2/products/12');
  });

  it('on a link without the product’s options, sends the buyer to choose them first', async () => {
    servePhone({ answers: answered(phoneQuestions, 7) });
    server.use(
      mockEndpoint(
        getProductDetail,
        productDetail({
          attributes: [
            optionAttribute('색상', ['코발트 바이올렛', '아이시 블루']),
            optionAttribute('저장 용량', ['256GB', '512GB']),
          ],
        }),
      ).handler,
    );
    renderWizard(phonePath);
    expect(
      await screen.findByText(
        '이 상품은 색상, 저장 용량 옵션을 먼저 골라야 견적을 요청할 수 있어요.',
      ),
    ).toBeInTheDocument();
    expect(
      within(answerArea()).getByRole('link', { name: '상품 페이지에서 옵션 고르기' }),
    ).toHaveAttribute('href', '/request-details/1/Mobile%20Phones/12');
    // Nothing that cannot succeed is offered: no request button, no resume question.
    expect(screen.queryByRole('button', { name: '지금 바로 견적 받기' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the server’s message when an answer cannot be saved', async () => {
    const user = userEvent.setup();
    servePhone();
    server.use(
      mockEndpoint(saveBiddingResponses, () =>
        apiErrorResponse(400, '이 질문에는 고를 수 없는 답이에요.'),
      ).handler,
    );
    renderWizard(phonePath);
    await user.click(await screen.findByRole('button', { name: '시작하기' }));
    await user.click(within(answerArea()).getByRole('button', { name: '제가 쓸 거예요' }));
    expect(await within(answerArea()).findByRole('alert')).toHaveTextContent(
      '이 질문에는 고를 수 없는 답이에요.',
    );
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    expect(within(answerArea()).getByRole('button', { name: '제가 쓸 거예요' })).toBeEnabled();
  });

  it('offers the request button only with all seven phone answers', async () => {
    const user = userEvent.setup();
    servePhone({ answers: answered(phoneQuestions, 5) });
    renderWizard(phonePath);
    await resume(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '71');
    // Without a contract length and a rate plan a dealer cannot quote the request honestly.
    expect(screen.queryByRole('button', { name: '지금 바로 견적 받기' })).toBeNull();

    await user.click(within(answerArea()).getByRole('button', { name: '36개월' }));
    await within(answerArea()).findByRole('group', {
      name: '원하시는 월 요금제 수준을 알려 주세요.',
    });
    expect(screen.queryByRole('button', { name: '지금 바로 견적 받기' })).toBeNull();
    await user.click(within(answerArea()).getByRole('button', { name: '5만 원대' }));
    expect(await screen.findByRole('button', { name: '지금 바로 견적 받기' })).toBeEnabled();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it('offers the request button only with all seven internet answers', async () => {
    const user = userEvent.setup();
    serveInternet({ answers: answered(internetQuestions, 6) });
    renderWizard('/bidding-page-internet/2/Internet/0');
    await resume(user);
    expect(screen.queryByRole('button', { name: '지금 바로 견적 받기' })).toBeNull();
    await user.click(within(answerArea()).getByRole('button', { name: '웹서핑·문서 작업' }));
    expect(await screen.findByRole('button', { name: '지금 바로 견적 받기' })).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '100');
  });

  it.each([
    [0, ['3만 원대', '4만 원대', '5만 원대', '상관없어요']],
    [1, ['4만 원대', '5만 원대', '6만 원 이상', '상관없어요']],
    [2, ['2만 원대', '3만 원대', '4만 원대', '상관없어요']],
  ])('internet: offers the monthly budgets of product set %i', async (productSetIndex, budgets) => {
    const user = userEvent.setup();
    serveInternet({
      answers: [
        answerOf(internetQuestions[0]!),
        answerOf(internetQuestions[1]!),
        answerOf(internetQuestions[2]!, productSetIndex),
      ],
    });
    renderWizard('/bidding-page-internet/2/Internet/0');
    await resume(user);
    const group = within(answerArea()).getByRole('group', {
      name: '한 달 요금은 어느 정도로 생각하세요?',
    });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(budgets);
  });

  it('resumes or restarts a saved request; restarting asks first', async () => {
    const user = userEvent.setup();
    const { end } = servePhone({ answers: answered(phoneQuestions, 2) });
    renderWizard(phonePath);

    const resumeDialog = await screen.findByRole('alertdialog', {
      name: '작성하던 견적 요청이 있어요',
    });
    await user.click(within(resumeDialog).getByRole('button', { name: '처음부터 다시 하기' }));
    const reset = await screen.findByRole('alertdialog', {
      name: '입력한 내용이 모두 초기화돼요. 계속할까요?',
    });
    // Cancelling goes back to the question.
    await user.click(within(reset).getByRole('button', { name: '취소' }));
    const again = await screen.findByRole('alertdialog', { name: '작성하던 견적 요청이 있어요' });
    expect(end.calls).toHaveLength(0);

    await user.click(within(again).getByRole('button', { name: '처음부터 다시 하기' }));
    await user.click(
      within(
        await screen.findByRole('alertdialog', {
          name: '입력한 내용이 모두 초기화돼요. 계속할까요?',
        }),
      ).getByRole('button', { name: '초기화하기' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(end.calls[0]?.body).toEqual({ quotationId: 41 });
    await waitFor(() => expect(progress()).toHaveAttribute('aria-valuenow', '0'));
    expect(
      within(answerArea()).getByRole('group', { name: '휴대폰은 누가 사용하실 건가요?' }),
    ).toBeInTheDocument();
  });

  it('resuming keeps the answers and asks the next question', async () => {
    const user = userEvent.setup();
    const { end } = servePhone({ answers: answered(phoneQuestions, 2) });
    renderWizard(phonePath);
    await resume(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '29');
    expect(screen.getByRole('log')).toHaveTextContent('만 18세 이하');
    expect(
      within(answerArea()).getByRole('group', { name: '요금 복지 할인 대상에 해당하시나요?' }),
    ).toBeInTheDocument();
    expect(end.calls).toHaveLength(0);
  });

  describe('sending', () => {
    it('asks for the one-time phone verification first, keeping the way back', async () => {
      const user = userEvent.setup();
      const { submit } = servePhone({ answers: answered(phoneQuestions, 7), isVerified: false });
      const { router, storage } = renderWizard(phonePath);
      await resume(user);
      await requestQuotes(user);

      const verify = await screen.findByRole('alertdialog', {
        name: '최저가 견적을 받으려면 휴대폰 본인인증이 한 번 필요해요',
      });
      expect(submit.calls).toHaveLength(0);
      expect(storage.read('biddingTarget')).toEqual({ ...phoneTarget, VmpFlag: true });
      await user.click(within(verify).getByRole('button', { name: '본인인증하기' }));
      expect(await screen.findByText('본인인증 화면')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/verificate-phone');
    });

    it('“not now” on the verification question drops the send-on-return flag', async () => {
      const user = userEvent.setup();
      servePhone({ answers: answered(phoneQuestions, 7), isVerified: false });
      const { storage } = renderWizard(phonePath);
      await resume(user);
      await requestQuotes(user);
      const verify = await screen.findByRole('alertdialog', {
        name: '최저가 견적을 받으려면 휴대폰 본인인증이 한 번 필요해요',
      });
      await user.click(within(verify).getByRole('button', { name: '다음에 할게요' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      expect(storage.read('biddingTarget')).toEqual({ ...phoneTarget, VmpFlag: false });
      expect(screen.getByRole('button', { name: '지금 바로 견적 받기' })).toBeEnabled();
    });

    it('sends a buyer whose login ended to the login page', async () => {
      const user = userEvent.setup();
      servePhone({ answers: answered(phoneQuestions, 7) });
      const { router, storage } = renderWizard(phonePath);
      await resume(user);
      await screen.findByRole('button', { name: '지금 바로 견적 받기' });
      // Another tab logged out.
      act(() => storage.remove('token'));
      await requestQuotes(user);
      expect(await screen.findByText('로그인 화면')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    });

    it('sends, confirms, then offers notifications: yes turns them on for this request', async () => {
      const user = userEvent.setup();
      const { submit, preference } = servePhone({ answers: answered(phoneQuestions, 7) });
      const { router, storage } = renderWizard(phonePath, (store) => {
        store.write('biddingTarget', phoneTarget);
        store.write('productDetails', storedS25);
      });
      await resume(user);
      await requestQuotes(user);

      const done = await screen.findByRole('alertdialog', { name: '견적 요청을 보냈어요' });
      expect(submit.calls[0]?.body).toEqual({
        quotationId: 41,
        productOptionValueIds: [301, 311],
        categoryName: 'Mobile Phones',
      });
      expect(storage.read('productDetails')).toBeNull();
      // The page under the dialogs keeps the conversation it sent, closed by the dealer.
      expect(screen.getByRole('log')).toHaveTextContent('기기변경');
      expect(screen.getByRole('log')).toHaveTextContent(
        '이제 판매점들에게 최저가 견적을 받아 볼까요?',
      );
      await user.click(within(done).getByRole('button', { name: '확인' }));

      const offer = await screen.findByRole('alertdialog', {
        name: '최저가 견적 알림을 받아 볼까요?',
      });
      await user.click(within(offer).getByRole('button', { name: '알림 받을게요' }));
      expect(await screen.findByText('카테고리 홈')).toBeInTheDocument();
      expect(preference.calls[0]?.body).toEqual({ quotationId: 41, notificationEnabled: true });
      expect(router.state.location.pathname).toBe('/product/home/1/Mobile%20Phones');
    });

    /** From the answers to the notification offer, whose '알림 받을게요' is then pressed. */
    async function agreeToNotifications() {
      const user = userEvent.setup();
      const wizard = servePhone({ answers: answered(phoneQuestions, 7) });
      const device = mockEndpoint(registerDevice, { platform: 'web', udid: 'visitor-1' });
      server.use(
        mockEndpoint(webPushPublicKey, {
          publicKey:
            'BAMGCQwPEhUYGx4hJCcqLTAzNjk8P0JFSEtOUVRXWl1gY2ZpbG9ydXh7foGEh4qNkJOWmZyfoqWoq66xtLe6vcA',
        }).handler,
        device.handler,
      );
      renderWizard(phonePath, (storage) => storage.write('fingerprint', 'visitor-1'));
      await resume(user);
      await requestQuotesAndAcceptNotifications(user);
      expect(await screen.findByText('카테고리 홈')).toBeInTheDocument();
      return { ...wizard, device };
    }

    it('yes also subscribes this browser: asked on the tap, registered with the subscription', async () => {
      const push = stubBrowserWebPush();
      onTestFinished(push.restore);
      const { preference, device } = await agreeToNotifications();
      expect(push.prompts).toEqual(['default']);
      expect(preference.calls).toHaveLength(1);
      expect(device.calls[0]?.body).toEqual({
        platform: 'web',
        udid: 'visitor-1',
        fcmToken: JSON.stringify(push.active()!.toJSON()),
      });
      expect(await screen.findByText('최저가 견적 알림을 켰어요')).toBeInTheDocument();
    });

    it('yes still turns the request’s notifications on when the browser refuses, and says how to allow them', async () => {
      const push = stubBrowserWebPush({ answer: 'denied' });
      onTestFinished(push.restore);
      const { preference, device } = await agreeToNotifications();
      expect(preference.calls[0]?.body).toEqual({ quotationId: 41, notificationEnabled: true });
      expect(device.calls).toHaveLength(0);
      expect(
        await screen.findByText(
          '브라우저 알림이 꺼져 있어요. 브라우저 설정에서 알림을 허용해 주세요.',
        ),
      ).toBeInTheDocument();
    });

    it('yes in a browser without web push says so, and goes on', async () => {
      const { preference } = await agreeToNotifications();
      expect(preference.calls).toHaveLength(1);
      expect(
        await screen.findByText(
          '이 브라우저에서는 알림을 받을 수 없어요. 아이폰에서는 견적마켓을 홈 화면에 추가하면 받을 수 있어요.',
        ),
      ).toBeInTheDocument();
    });

    it.each([
      ['괜찮아요', '/product/home/1/Mobile%20Phones', '카테고리 홈'],
      ['견적 확인하러 가기', '/quotation-check', '견적 확인 화면'],
    ])('notification offer: %s leads to %s', async (label, path, screenText) => {
      const user = userEvent.setup();
      const { preference } = servePhone({ answers: answered(phoneQuestions, 7) });
      const { router } = renderWizard(phonePath);
      await resume(user);
      await requestQuotes(user);
      await user.click(
        within(await screen.findByRole('alertdialog', { name: '견적 요청을 보냈어요' })).getByRole(
          'button',
          { name: '확인' },
        ),
      );
      const offer = await screen.findByRole('alertdialog', {
        name: '최저가 견적 알림을 받아 볼까요?',
      });
      await user.click(within(offer).getByRole('button', { name: label }));
      expect(await screen.findByText(screenText)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      expect(preference.calls).toHaveLength(0);
    });

    it('keeps the offer open with the server’s message when notifications cannot be turned on', async () => {
      const user = userEvent.setup();
      servePhone({ answers: answered(phoneQuestions, 7) });
      server.use(
        mockEndpoint(updateBiddingNotificationPreference, () =>
          apiErrorResponse(409, '이미 마감된 견적 요청이에요.'),
        ).handler,
      );
      renderWizard(phonePath);
      await resume(user);
      const offer = await requestQuotesAndAcceptNotifications(user);
      expect(await within(offer).findByRole('alert')).toHaveTextContent(
        '이미 마감된 견적 요청이에요.',
      );
    });

    it('sends on its own when the buyer comes back verified, with the same success flow', async () => {
      const { submit } = servePhone({ answers: answered(phoneQuestions, 7) });
      renderWizard(phonePath, (storage) =>
        storage.write('biddingTarget', { ...phoneTarget, VmpFlag: true }),
      );
      expect(
        await screen.findByRole('alertdialog', { name: '견적 요청을 보냈어요' }),
      ).toBeInTheDocument();
      expect(submit.calls).toHaveLength(1);
      expect(screen.queryByRole('alertdialog', { name: '작성하던 견적 요청이 있어요' })).toBeNull();
    });

    it('shows the server’s message when the request cannot be sent', async () => {
      const user = userEvent.setup();
      servePhone({ answers: answered(phoneQuestions, 7) });
      server.use(
        mockEndpoint(submitBiddingRequest, () =>
          apiErrorResponse(409, '이미 보낸 견적 요청이에요.'),
        ).handler,
      );
      renderWizard(phonePath);
      await resume(user);
      await requestQuotes(user);
      const failure = await screen.findByRole('alertdialog', { name: '견적을 요청하지 못했어요' });
      expect(failure).toHaveTextContent('이미 보낸 견적 요청이에요.');
    });

    it('internet: stops with the spec’s alert when no product matches the answers', async () => {
      const user = userEvent.setup();
      const { find, submit } = serveInternet({ answers: answered(internetQuestions, 7) });
      renderWizard('/bidding-page-internet/2/Internet/0');
      await resume(user);
      expect(screen.getByRole('region', { name: '인터넷 상품' })).toBeInTheDocument();
      await requestQuotes(user);
      const failure = await screen.findByRole('alertdialog', { name: '견적을 요청하지 못했어요' });
      expect(failure).toHaveTextContent('상품 정보를 찾을 수 없어요.');
      expect(find.calls).toHaveLength(1);
      expect(submit.calls).toHaveLength(0);
    });
  });

  it('rental: the contract period starts on 36 months, confirmed with one button', async () => {
    const user = userEvent.setup();
    const contract = choice(
      17,
      '원하시는 약정 기간을 골라 주세요.',
      [
        [64, '12개월'],
        [66, '24개월'],
        [68, '36개월'],
        [69, '48개월'],
      ],
      { kind: 'RADIO', defaultOptionId: 68 },
    );
    const method = choice(15, '정수기 관리는 어떤 방식이 좋으세요?', [[58, '방문 관리']]);
    const { save } = serveProductWizard([method, contract], { answers: [answerOf(method)] });
    renderWizard('/bidding-page-water-purifier/3/Water%20Purifier/20');
    await resume(user);

    const picker = within(answerArea()).getByRole('radiogroup', {
      name: '원하시는 약정 기간을 골라 주세요.',
    });
    expect(within(picker).getByRole('radio', { name: '36개월' })).toBeChecked();
    await user.click(within(answerArea()).getByRole('button', { name: '36개월로 할게요' }));
    await waitFor(() =>
      expect(save.calls[0]?.body).toMatchObject({
        productId: 20,
        responses: [{ questionId: 17, optionId: 68, responseText: '36개월' }],
      }),
    );
  });

  it('a typed answer must not be empty', async () => {
    const user = userEvent.setup();
    const typed: BiddingQuestion = {
      questionId: 30,
      questionText: '판매점에 전할 말이 있나요?',
      kind: 'INPUT',
      options: [],
      defaultOptionId: null,
    };
    const { save } = serveProductWizard([typed]);
    renderWizard('/bidding-page-health/8/Health/20');
    await user.click(await screen.findByRole('button', { name: '시작하기' }));
    const field = within(answerArea()).getByRole('textbox', { name: '판매점에 전할 말이 있나요?' });
    await user.type(field, '   ');
    await user.click(within(answerArea()).getByRole('button', { name: '답변 보내기' }));
    expect(within(answerArea()).getByText('답변을 입력해 주세요.')).toBeInTheDocument();
    expect(save.calls).toHaveLength(0);
    await user.type(field, '저녁에 연락 주세요');
    await user.click(within(answerArea()).getByRole('button', { name: '답변 보내기' }));
    await waitFor(() =>
      expect(save.calls[0]?.body).toMatchObject({
        responses: [{ questionId: 30, optionId: null, responseText: '저녁에 연락 주세요' }],
      }),
    );
  });

  it('refuses an address without a product', async () => {
    servePhone();
    renderWizard('/bidding-page/1/Mobile%20Phones/0');
    expect(await screen.findByText('견적 요청을 열 수 없어요')).toBeInTheDocument();
  });
});
