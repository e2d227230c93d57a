import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checkBiddingInProgress,
  checkInternetBiddingInProgress,
  endBiddingRequest,
  findInternetProductByProperties,
  getBiddingProgress,
  getInternetBiddingProgress,
  getPhoneVerification,
  listBiddingQuestions,
  saveBiddingResponses,
  submitBiddingRequest,
  submitInternetBiddingRequest,
  type BiddingProgress,
  type BiddingQuestion,
  type BiddingResponse,
} from '@quotemarket/contract';
import {
  createMemoryAppStorage,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useBiddingWizard } from './useBiddingWizard';

const server = setupMswServer();

const question = (questionId: number, optionIds: number[]): BiddingQuestion => ({
  questionId,
  questionText: `질문 ${questionId}`,
  kind: 'CHOICE',
  options: optionIds.map((optionId) => ({
    optionId,
    optionText: `보기 ${optionId}`,
    buttonText: `버튼 ${optionId}`,
  })),
  defaultOptionId: null,
});
const phoneQuestions = [1, 2, 3, 4, 5].map((id) => question(id, [id * 10]));
const answered = (questionIds: number[]): BiddingResponse[] =>
  questionIds.map((id) => ({ questionId: id, optionId: id * 10, responseText: `보기 ${id * 10}` }));
const progressWith = (responses: BiddingResponse[], total = 5): BiddingProgress => ({
  quotationId: responses.length ? 41 : null,
  responses,
  rentalFee: null,
  answeredCount: responses.length,
  totalQuestions: total,
  progress: Math.round((responses.length / total) * 100),
});
const verified = { phone: '01012345678', verifiedAt: '2026-11-01T00:00:00.000Z' };
const phoneTarget = { categoryNameEn: 'Mobile Phones', categoryId: 1, itemId: 7 };
/** The target the request button leaves on its way to login or verification. */
const returningTarget = { ...phoneTarget, VmpFlag: true };

function loggedInStorage() {
  const storage = createMemoryAppStorage();
  storage.write('token', 'buyer-token');
  return storage;
}

/** A phone draft the server keeps: saving an answer changes what the progress read returns. */
function servePhoneWizard(initial: BiddingResponse[], { isVerified = true } = {}) {
  let responses = initial;
  const save = mockEndpoint(saveBiddingResponses, ({ body }) => {
    const [sent] = (body as { responses: BiddingResponse[] }).responses;
    responses = [...responses, { ...sent!, responseText: `보기 ${sent!.optionId}` }];
    return progressWith(responses);
  });
  const end = mockEndpoint(endBiddingRequest, () => {
    responses = [];
    return { quotationId: 41 };
  });
  const submit = mockEndpoint(submitBiddingRequest, {
    quotationId: 41,
    deadlineAt: '2026-11-23T10:00:00.000Z',
  });
  server.use(
    mockEndpoint(listBiddingQuestions, phoneQuestions).handler,
    mockEndpoint(getBiddingProgress, () => progressWith(responses)).handler,
    mockEndpoint(checkBiddingInProgress, () => responses.length > 0).handler,
    mockEndpoint(getPhoneVerification, isVerified ? verified : null).handler,
    save.handler,
    end.handler,
    submit.handler,
  );
  return { save, end, submit };
}

describe('useBiddingWizard', () => {
  it('asks the questions in order, saving one answer at a time and re-reading progress', async () => {
    const { save } = servePhoneWizard([]);
    const { result } = renderHookWithApi(() => useBiddingWizard({ categoryId: 1, itemId: 7 }), {
      storage: loggedInStorage(),
    });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.entryPrompt).toBe('start');
    expect(result.current.currentQuestion?.questionId).toBe(1);
    expect(result.current.progressPercent).toBe(0);

    act(() => result.current.begin());
    expect(result.current.entryPrompt).toBeNull();
    await act(() => result.current.answer({ optionId: 10 }));
    expect(save.calls[0]?.body).toEqual({
      quotationId: null,
      productId: 7,
      responses: [{ questionId: 1, optionId: 10, responseText: '보기 10' }],
    });
    await waitFor(() => expect(result.current.currentQuestion?.questionId).toBe(2));
    expect(result.current.progressPercent).toBe(20);

    await act(() => result.current.answer({ optionId: 20 }));
    expect(save.calls[1]?.body).toMatchObject({ quotationId: 41 });
    await waitFor(() => expect(result.current.progressPercent).toBe(40));
    expect(result.current.canSend).toBe(false);
  });

  it('offers resume or restart for a draft with answers; restart deletes it', async () => {
    const { end } = servePhoneWizard(answered([1, 2]));
    const { result } = renderHookWithApi(() => useBiddingWizard({ categoryId: 1, itemId: 7 }), {
      storage: loggedInStorage(),
    });
    await waitFor(() => expect(result.current.entryPrompt).toBe('resume-or-restart'));
    expect(result.current.currentQuestion?.questionId).toBe(3);

    await act(() => result.current.restart());
    expect(end.calls[0]?.body).toEqual({ quotationId: 41 });
    await waitFor(() => expect(result.current.currentQuestion?.questionId).toBe(1));
    expect(result.current.entryPrompt).toBeNull();
    expect(result.current.progressPercent).toBe(0);
  });

  it('sends a logged-out buyer to login, keeping the target', async () => {
    server.use(mockEndpoint(listBiddingQuestions, phoneQuestions).handler);
    const { result, storage } = renderHookWithApi(() =>
      useBiddingWizard({ categoryId: 1, itemId: 7 }),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send();
    });
    expect(outcome).toEqual({ next: 'login' });
    expect(storage.read('biddingTarget')).toEqual(returningTarget);
  });

  it('sends an unverified buyer to verification, keeping the target', async () => {
    const { submit } = servePhoneWizard(answered([1, 2, 3, 4, 5]), { isVerified: false });
    const { result, storage } = renderHookWithApi(
      () => useBiddingWizard({ categoryId: 1, itemId: 7 }),
      { storage: loggedInStorage() },
    );
    await waitFor(() => expect(result.current.canSend).toBe(true));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send();
    });
    expect(outcome).toEqual({ next: 'verify' });
    expect(storage.read('biddingTarget')).toEqual(returningTarget);
    expect(submit.calls).toHaveLength(0);
  });

  it('sends on its own when the buyer comes back verified, then clears what was stored', async () => {
    const { submit } = servePhoneWizard(answered([1, 2, 3, 4, 5]));
    const storage = loggedInStorage();
    storage.write('biddingTarget', returningTarget);
    storage.write('productDetails', { image: null, brand: '삼성', name: '갤럭시', details: [] });
    const { result } = renderHookWithApi(
      () => useBiddingWizard({ categoryId: 1, itemId: 7, productOptionValueIds: [3] }),
      { storage },
    );
    await waitFor(() => expect(result.current.sending.isSuccess).toBe(true));
    expect(result.current.entryPrompt).toBeNull();
    expect(submit.calls).toHaveLength(1);
    expect(submit.calls[0]?.body).toEqual({
      quotationId: 41,
      productOptionValueIds: [3],
      categoryName: 'Mobile Phones',
    });
    expect(result.current.sending.data).toMatchObject({ next: 'sent' });
    expect(storage.read('biddingTarget')).toBeNull();
    expect(storage.read('productDetails')).toBeNull();
  });

  it('does not send on its own for another product’s stored target', async () => {
    const { submit } = servePhoneWizard(answered([1, 2, 3, 4, 5]));
    const storage = loggedInStorage();
    storage.write('biddingTarget', { ...returningTarget, itemId: 8 });
    const { result } = renderHookWithApi(() => useBiddingWizard({ categoryId: 1, itemId: 7 }), {
      storage,
    });
    await waitFor(() => expect(result.current.canSend).toBe(true));
    expect(result.current.sending.isIdle).toBe(true);
    expect(submit.calls).toHaveLength(0);
  });

  it('does not send a saved request on its own when opened from the product page', async () => {
    const { submit } = servePhoneWizard(answered([1, 2, 3, 4, 5]));
    const storage = loggedInStorage();
    storage.write('biddingTarget', phoneTarget);
    const { result } = renderHookWithApi(() => useBiddingWizard({ categoryId: 1, itemId: 7 }), {
      storage,
    });
    await waitFor(() => expect(result.current.entryPrompt).toBe('resume-or-restart'));
    expect(result.current.canSend).toBe(true);
    expect(result.current.sending.isIdle).toBe(true);
    expect(submit.calls).toHaveLength(0);
  });

  it('internet: offers the budgets of the product set and sends the resolved product', async () => {
    const internetQuestions = [
      question(9, [30]),
      question(10, [37, 38, 39]),
      question(11, [40, 41, 42, 43, 44, 45]),
      question(14, [55, 56, 57]),
    ];
    const responses: BiddingResponse[] = [
      { questionId: 9, optionId: 30, responseText: 'SK 브로드밴드' },
      { questionId: 10, optionId: 38, responseText: '인터넷+TV' },
      { questionId: 14, optionId: 56, responseText: '게임' },
    ];
    const find = mockEndpoint(findInternetProductByProperties, { productId: 301 });
    const submit = mockEndpoint(submitInternetBiddingRequest, {
      quotationId: 41,
      deadlineAt: '2026-11-23T10:00:00.000Z',
    });
    server.use(
      mockEndpoint(listBiddingQuestions, internetQuestions).handler,
      mockEndpoint(getInternetBiddingProgress, () => progressWith(responses, 7)).handler,
      mockEndpoint(checkInternetBiddingInProgress, true).handler,
      mockEndpoint(getPhoneVerification, verified).handler,
      find.handler,
      submit.handler,
    );
    const { result } = renderHookWithApi(() => useBiddingWizard({ categoryId: 2, itemId: 0 }), {
      storage: loggedInStorage(),
    });
    await waitFor(() => expect(result.current.currentQuestion?.questionId).toBe(11));
    expect(result.current.currentOptions.map((option) => option.optionId)).toEqual([
      42, 44, 45, 43,
    ]);

    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.send();
    });
    expect(outcome).toMatchObject({ next: 'sent', submitted: { quotationId: 41 } });
    expect(find.calls[0]?.body).toEqual({
      productType: '인터넷+TV',
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
    });
    expect(submit.calls[0]?.body).toMatchObject({ quotationId: 41, productId: 301 });
  });

  it('internet: sends the plan the buyer chose, not one looked up from the current carrier', async () => {
    const responses: BiddingResponse[] = [
      { questionId: 9, optionId: 30, responseText: 'SK브로드밴드' },
      { questionId: 10, optionId: 38, responseText: '인터넷+TV' },
      { questionId: 14, optionId: 56, responseText: '게임·HD 영상' },
    ];
    const find = mockEndpoint(findInternetProductByProperties, { productId: 301 });
    const submit = mockEndpoint(submitInternetBiddingRequest, {
      quotationId: 41,
      deadlineAt: '2026-11-23T10:00:00.000Z',
    });
    server.use(
      mockEndpoint(listBiddingQuestions, [question(9, [30])]).handler,
      mockEndpoint(getInternetBiddingProgress, () => progressWith(responses, 7)).handler,
      mockEndpoint(checkInternetBiddingInProgress, true).handler,
      mockEndpoint(getPhoneVerification, verified).handler,
      find.handler,
      submit.handler,
    );
    const ktPlan = 512;
    const { result } = renderHookWithApi(
      () => useBiddingWizard({ categoryId: 2, itemId: ktPlan }),
      { storage: loggedInStorage() },
    );
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(async () => {
      await result.current.send();
    });
    expect(submit.calls[0]?.body).toMatchObject({ quotationId: 41, productId: ktPlan });
    expect(find.calls).toHaveLength(0);
  });
});
