import { useMutation, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  categoryRouteNames,
  internetPropertiesFromAnswers,
  mainCategoryIds,
  type BiddingProgress,
  type BiddingQuestion,
  type BiddingResponse,
  type MainCategoryId,
  type SubmittedBiddingRequest,
  notFoundMessage,
} from '@quotemarket/contract';
import type { ApiClient } from '../api/createApiClient';
import {
  phoneVerificationQuery,
  usePhoneVerificationStatus,
} from '../auth/usePhoneVerificationStatus';
import { useIsLoggedIn } from '../auth/useIsLoggedIn';
import {
  biddingInProgressQuery,
  useBiddingInProgress,
} from '../queries/bidding/useBiddingInProgress';
import { biddingProgressQuery, useBiddingProgress } from '../queries/bidding/useBiddingProgress';
import { biddingQuestionsQuery, useBiddingQuestions } from '../queries/bidding/useBiddingQuestions';
import { useEndBiddingRequest } from '../queries/bidding/useEndBiddingRequest';
import { useFindInternetProduct } from '../queries/bidding/useFindInternetProduct';
import {
  internetBiddingInProgressQuery,
  useInternetBiddingInProgress,
} from '../queries/bidding/useInternetBiddingInProgress';
import {
  internetBiddingProgressQuery,
  useInternetBiddingProgress,
} from '../queries/bidding/useInternetBiddingProgress';
import { useSaveBiddingResponse } from '../queries/bidding/useSaveBiddingResponse';
import { useSaveInternetBiddingResponse } from '../queries/bidding/useSaveInternetBiddingResponse';
import { useSubmitBiddingRequest } from '../queries/bidding/useSubmitBiddingRequest';
import { useSubmitInternetBiddingRequest } from '../queries/bidding/useSubmitInternetBiddingRequest';
import { useUpdateBiddingNotificationPreference } from '../queries/bidding/useUpdateBiddingNotificationPreference';
import { useStoredValue } from '../storage/useStoredValue';
import type { BiddingTarget } from './useBiddingTarget';
import {
  canSendRequest,
  entryPrompt,
  nextQuestion,
  offeredOptions,
  progressPercent,
  shouldAutoSend,
  stepBeforeSending,
  toResponse,
  type WizardChoice,
} from './wizardLogic';

export const wizardMessages = {
  productUnavailable: notFoundMessage('productDetails'),
  nothingToSend: '답변을 먼저 입력해 주세요.',
} as const;

export interface BiddingWizardOptions {
  categoryId: MainCategoryId;
  /** The product of the route (`itemId`); the internet wizard may open without one (0). */
  itemId: number;
  /** The value chosen for each of the product's options (colour, storage …). */
  productOptionValueIds?: number[];
}

/** What a tap on the request button led to: where to go first, or the request that was sent. */
export type SendOutcome =
  { next: 'login' } | { next: 'verify' } | { next: 'sent'; submitted: SubmittedBiddingRequest };

/**
 * The quote-request wizard of one category: the next question and its options, one answer saved at
 * a time with the progress re-read, resume or restart, and sending after login and verification
 * (sent on its own when the buyer comes back to this wizard from either).
 */
export function useBiddingWizard({
  categoryId,
  itemId,
  productOptionValueIds = [],
}: BiddingWizardOptions) {
  const isInternet = categoryId === mainCategoryIds.internet;
  const isLoggedIn = useIsLoggedIn();
  const verification = usePhoneVerificationStatus();
  const isVerified = verification.data != null;
  const target: BiddingTarget = {
    categoryNameEn: categoryRouteNames[categoryId],
    categoryId,
    itemId,
  };

  const questions = useBiddingQuestions(categoryId);
  const draft = useDraft(isInternet, itemId, isLoggedIn);
  const { save, isSaving } = useSaveAnswer(isInternet, itemId);
  const end = useEndBiddingRequest();
  const sendRequest = useSendRequest({ categoryId, itemId, productOptionValueIds });
  const notificationPreference = useUpdateBiddingNotificationPreference();
  const [storedTarget, setStoredTarget] = useStoredValue('biddingTarget');
  const [chosenOnEntry, setChosenOnEntry] = useState(false);

  const progress = draft.progress;
  const responses = progress?.responses ?? [];
  const questionList = questions.data ?? [];
  const current = nextQuestion(questionList, responses);
  const canSend = canSendRequest(questionList, responses);

  const send = useMutation({
    mutationFn: async (): Promise<SendOutcome> => {
      const step = stepBeforeSending({ isLoggedIn, isVerified });
      if (step !== 'send') {
        // The flag asks the wizard to send on its own once the buyer is back (shouldAutoSend).
        setStoredTarget({ ...target, VmpFlag: true });
        return { next: step };
      }
      return { next: 'sent', submitted: await sendRequest(progress) };
    },
  });

  const autoSend = shouldAutoSend({ storedTarget, target, isLoggedIn, isVerified, canSend });
  const autoSent = useRef(false);
  useEffect(() => {
    if (!autoSend || autoSent.current) return;
    autoSent.current = true;
    // The buyer already chose to send: no resume-or-restart question on the way back.
    setChosenOnEntry(true);
    send.mutate();
  }, [autoSend, send]);

  return {
    // Until the verification status is known a tap could not tell "verify" from "send".
    isLoading: questions.isPending || draft.isPending || (isLoggedIn && verification.isPending),
    loadError: questions.error ?? draft.error,
    questions: questionList,
    responses,
    currentQuestion: current,
    currentOptions: current ? offeredOptions(current, responses) : [],
    progressPercent: progressPercent(responses.length, questionList.length),
    rentalFee: progress?.rentalFee ?? null,
    canSend,
    entryPrompt: entryPrompt({
      hasAnsweredDraft: draft.hasAnsweredDraft,
      answeredCount: responses.length,
      chosen: chosenOnEntry,
    }),
    /** Continue the unsent request, or begin a new one. */
    begin: () => setChosenOnEntry(true),
    /** Deletes the unsent request and all its answers (after the buyer confirmed). */
    restart: async () => {
      if (progress?.quotationId) await end.mutateAsync(progress.quotationId);
      setChosenOnEntry(true);
    },
    /** Saves the answer to the current question; resolves once the progress is re-read. */
    answer: (choice: WizardChoice) =>
      current ? save(progress?.quotationId ?? null, current, choice) : Promise.resolve(undefined),
    isSaving,
    /** The request button: login, then verification, then sending. */
    send: () => send.mutateAsync(),
    sending: send,
    /** The notification offer after sending: yes turns the request's notifications on. */
    enableNotifications: (quotationId: number) =>
      notificationPreference.mutateAsync({ quotationId, notificationEnabled: true }),
  };
}

/** The unsent request of this wizard: the internet one, or the product's. */
/** Starts one query (a route's prefetch): called once for each query an entry needs. */
export type QueryStarter = <Data, Key extends QueryKey>(
  query: FetchQueryOptions<Data, Error, Data, Key>,
) => void;

/**
 * What a signed-in buyer's wizard waits for before its first question shows (`isLoading`): the
 * questions, the phone verification and this wizard's kind of draft. Its route asks for them beside
 * the page's chunk, so a wizard rendered on the server shows the conversation.
 */
export function startBiddingWizardEntry(
  client: ApiClient,
  { categoryId, itemId }: Pick<BiddingWizardOptions, 'categoryId' | 'itemId'>,
  start: QueryStarter,
): void {
  start(biddingQuestionsQuery(client, categoryId));
  start(phoneVerificationQuery(client));
  if (categoryId === mainCategoryIds.internet) {
    start(internetBiddingProgressQuery(client));
    start(internetBiddingInProgressQuery(client));
  } else {
    start(biddingProgressQuery(client, itemId));
    start(biddingInProgressQuery(client, itemId));
  }
}

function useDraft(isInternet: boolean, itemId: number, isLoggedIn: boolean) {
  const forProduct = { enabled: isLoggedIn && !isInternet };
  const forInternet = { enabled: isLoggedIn && isInternet };
  const productProgress = useBiddingProgress(itemId, forProduct);
  const productCheck = useBiddingInProgress(itemId, forProduct);
  const internetProgress = useInternetBiddingProgress(forInternet);
  const internetCheck = useInternetBiddingInProgress(forInternet);
  const progress = isInternet ? internetProgress : productProgress;
  const check = isInternet ? internetCheck : productCheck;
  return {
    progress: progress.data ?? null,
    hasAnsweredDraft: check.data ?? false,
    isPending: isLoggedIn && (progress.isPending || check.isPending),
    error: progress.error ?? check.error,
  };
}

/** Saves one answer of this wizard's kind; the mutation re-reads the progress before it resolves. */
function useSaveAnswer(isInternet: boolean, itemId: number) {
  const saveForProduct = useSaveBiddingResponse();
  const saveForInternet = useSaveInternetBiddingResponse();
  const save = (
    quotationId: number | null,
    question: BiddingQuestion,
    choice: WizardChoice,
  ): Promise<BiddingProgress> => {
    const response = toResponse(question, choice);
    return isInternet
      ? saveForInternet.mutateAsync({ quotationId, response })
      : saveForProduct.mutateAsync({ quotationId, productId: itemId, response });
  };
  return { save, isSaving: saveForProduct.isPending || saveForInternet.isPending };
}

/**
 * Sends the unsent request: an internet one with the plan the buyer chose, else the product its
 * answers resolve to. Afterwards the stored target and product details have done their job and
 * are cleared.
 */
function useSendRequest({ categoryId, itemId, productOptionValueIds = [] }: BiddingWizardOptions) {
  const submitProduct = useSubmitBiddingRequest();
  const submitInternet = useSubmitInternetBiddingRequest();
  const findInternetProduct = useFindInternetProduct();
  const [, setStoredTarget] = useStoredValue('biddingTarget');
  const [, setProductDetails] = useStoredValue('productDetails');

  // The plan the buyer chose (the route's item, the one the banner shows) is the request's product:
  // the current-carrier answer says which carrier they are leaving, not what they want. Only a
  // wizard opened without a plan looks one up from the answers.
  const internetProductId = async (responses: readonly BiddingResponse[]) => {
    if (itemId > 0) return itemId;
    const properties = internetPropertiesFromAnswers(responses);
    const resolved = properties ? await findInternetProduct.mutateAsync(properties) : 0;
    if (resolved <= 0) throw new Error(wizardMessages.productUnavailable);
    return resolved;
  };

  return async (progress: BiddingProgress | null): Promise<SubmittedBiddingRequest> => {
    const quotationId = progress?.quotationId;
    if (!progress || !quotationId) throw new Error(wizardMessages.nothingToSend);
    const submitted =
      categoryId === mainCategoryIds.internet
        ? await submitInternet.mutateAsync({
            quotationId,
            productId: await internetProductId(progress.responses),
          })
        : await submitProduct.mutateAsync({
            quotationId,
            productOptionValueIds,
            categoryName: categoryRouteNames[categoryId],
          });
    setStoredTarget(null);
    setProductDetails(null);
    return submitted;
  };
}
