import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  categoryRouteNames,
  mainCategoryIds,
  type BiddingResponse,
  type MainCategoryId,
  type SubmittedBiddingRequest,
} from '@quotemarket/contract';
import {
  progressPercent,
  queryKeys,
  useBiddingWizard,
  useProductDetail,
  useStoredValue,
  useWebPushSubscription,
  webPushMessage,
  type WizardChoice,
} from '@quotemarket/hooks';
import { useToast } from '@quotemarket/ui';
import { paths } from '../../paths';
import { optionAttributes } from '../../shared/products';
import { asksForProduct, storedDetailsFor } from './biddingEntry';
import {
  bannerFallback,
  bannerFromProduct,
  bannerFromStored,
  chosenOptionValueIds,
  transcriptEntries,
} from './biddingRules';

/** The dialogs of the wizard, one at a time (the resume question follows the wizard itself). */
export type BiddingDialog = 'none' | 'reset' | 'confirm' | 'verify' | 'sent' | 'notify' | 'failure';

/** A failed call's Korean message: the server's `message` (ApiError), or the wizard's own. */
export function messageOf(error: unknown): string {
  return error instanceof Error && error.message
    ? error.message
    : '요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요.';
}

/**
 * One quote wizard (document 001 §4): the product banner, the conversation, one answer saved at a
 * time, resume or restart on entry, and sending — the request confirmation, then login, the
 * one-time phone verification or the request sent and the notification offer.
 */
export function useBiddingPage(categoryId: MainCategoryId, itemId: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const categoryHome = paths.categoryHome(categoryId, categoryRouteNames[categoryId]);

  // The product page's details, as they were when the buyer came in: sending clears them, and the
  // banner should not change under the dialogs that follow.
  const [storedTarget, setStoredTarget] = useStoredValue('biddingTarget');
  const [storedDetails] = useStoredValue('productDetails');
  const [entryDetails] = useState(() =>
    storedDetailsFor(storedTarget, storedDetails, categoryId, itemId),
  );
  const product = useProductDetail(itemId, { enabled: asksForProduct(itemId, entryDetails) });

  // A wizard opened by a link rather than from the product's page has no options (colour, storage
  // …) chosen, and a request cannot go without them: the buyer chooses them on the product's page,
  // which brings them back here with their answers kept.
  const optionGroups =
    entryDetails === null && categoryId !== mainCategoryIds.internet && product.data
      ? optionAttributes(product.data.attributes)
      : [];
  const optionsToChoose =
    optionGroups.length > 0
      ? {
          names: optionGroups.map((group) => group.name),
          href: paths.productDetail(categoryId, categoryRouteNames[categoryId], itemId),
        }
      : null;

  const wizard = useBiddingWizard({
    categoryId,
    itemId,
    productOptionValueIds: chosenOptionValueIds(entryDetails),
  });

  const [dialog, setDialog] = useState<BiddingDialog>('none');
  // The server's key is fetched while the notification offer is up, not for every wizard.
  const webPush = useWebPushSubscription({ prefetch: dialog === 'notify' });
  const [failure, setFailure] = useState<string | null>(null);
  const [pendingAnswer, setPendingAnswer] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  const loadError = wizard.loadError;
  useEffect(() => {
    // Document 001 §8: load failures are logged; the screen offers a retry as well.
    if (loadError) console.error('견적 요청 질문을 불러오지 못했어요.', loadError);
  }, [loadError]);

  // Every way of sending ends here: the request button and the send on return from verification.
  const { status, data: outcome, error: sendError, submittedAt } = wizard.sending;
  const sent: SubmittedBiddingRequest | null =
    status === 'success' && outcome?.next === 'sent' ? outcome.submitted : null;
  const [handledSend, setHandledSend] = useState(0);
  if (submittedAt !== handledSend && (status === 'success' || status === 'error')) {
    setHandledSend(submittedAt);
    if (status === 'error') {
      setFailure(messageOf(sendError));
      setDialog('failure');
    } else if (outcome?.next === 'verify') {
      setDialog('verify');
    } else if (outcome?.next === 'sent') {
      setDialog('sent');
    }
  }
  const goesToLogin = status === 'success' && outcome?.next === 'login';
  useEffect(() => {
    if (goesToLogin) void navigate(paths.login());
  }, [goesToLogin, navigate]);

  // Sending clears the draft, and the page under the dialogs should not start over: while sending
  // and after, it shows the last answers it had, closed by the dealer's last words.
  const isSendingOrSent = status === 'pending' || sent !== null;
  const [lastAnswers, setLastAnswers] = useState<readonly BiddingResponse[]>([]);
  if (wizard.responses.length > 0 && wizard.responses !== lastAnswers) {
    setLastAnswers(wizard.responses);
  }
  const conversation = {
    categoryId,
    questions: wizard.questions,
    responses: wizard.responses,
    current: wizard.currentQuestion,
    showCurrent: wizard.entryPrompt !== 'start',
    rentalFee: wizard.rentalFee,
  };
  const view =
    isSendingOrSent && lastAnswers.length > 0
      ? {
          entries: transcriptEntries({ ...conversation, responses: lastAnswers, current: null }),
          progressPercent: progressPercent(lastAnswers.length, wizard.questions.length),
        }
      : { entries: transcriptEntries(conversation), progressPercent: wizard.progressPercent };

  const banner = entryDetails
    ? bannerFromStored(entryDetails, categoryId, product.data)
    : product.data
      ? bannerFromProduct(product.data, categoryId)
      : bannerFallback(categoryId);

  const answer = async (choice: WizardChoice, shownText: string) => {
    if (!wizard.currentQuestion || wizard.isSaving || pendingAnswer !== null) return;
    setSaveError(null);
    setPendingAnswer(shownText);
    try {
      await wizard.answer(choice);
    } catch (error) {
      // Document 001 §8: the server's message.
      setSaveError(messageOf(error));
    } finally {
      setPendingAnswer(null);
    }
  };

  const closeDialog = (which: BiddingDialog) =>
    setDialog((current) => (current === which ? 'none' : current));

  return {
    categoryHome,
    isLoading: wizard.isLoading,
    loadError,
    retry: () => void queryClient.refetchQueries({ queryKey: queryKeys.bidding.all }),
    hasQuestions: wizard.questions.length > 0,
    banner,
    progressPercent: view.progressPercent,
    entries: view.entries,
    pendingAnswer,
    saveError,
    current: isSendingOrSent ? null : wizard.currentQuestion,
    currentOptions: wizard.currentOptions,
    isSaving: wizard.isSaving || pendingAnswer !== null,
    answer,
    entryPrompt: wizard.entryPrompt,
    begin: wizard.begin,
    optionsToChoose,
    canSend: wizard.canSend && !sent && optionsToChoose === null,
    isSending: status === 'pending',
    isSent: sent !== null,

    resume: {
      open:
        wizard.entryPrompt === 'resume-or-restart' && dialog === 'none' && optionsToChoose === null,
      resume: wizard.begin,
      restart: () => setDialog('reset'),
    },
    reset: {
      open: dialog === 'reset',
      close: () => closeDialog('reset'),
      confirm: async () => {
        try {
          await wizard.restart();
        } catch (error) {
          setFailure(messageOf(error));
          throw error;
        }
      },
      failure,
    },
    confirm: {
      open: dialog === 'confirm',
      ask: () => setDialog('confirm'),
      close: () => closeDialog('confirm'),
      // The outcome (and a failure) is handled above, with the send on return.
      send: () => wizard.send().catch(() => undefined),
    },
    verify: {
      open: dialog === 'verify',
      close: () => closeDialog('verify'),
      // Not now: a later visit after verifying elsewhere must not send this request unasked.
      decline: () => {
        if (storedTarget?.VmpFlag) setStoredTarget({ ...storedTarget, VmpFlag: false });
      },
      go: () => void navigate(paths.verificatePhone()),
    },
    sent: {
      open: dialog === 'sent',
      // '확인' (or closing it) leads to the notification offer.
      next: () => setDialog((current) => (current === 'sent' ? 'notify' : current)),
    },
    notify: {
      open: dialog === 'notify',
      agree: async () => {
        if (!sent) return;
        // Started before anything is awaited: the browser's permission prompt must follow the
        // buyer's tap. It never fails; a browser that will not notify is said in the toast.
        const browserNotifications = webPush.enable();
        await wizard.enableNotifications(sent.quotationId);
        const problem = webPushMessage(await browserNotifications);
        toast({
          title: '최저가 견적 알림을 켰어요',
          ...(problem
            ? { description: problem, tone: 'info', durationMs: 6000 }
            : { tone: 'success' }),
        });
        void navigate(categoryHome);
      },
      checkQuotes: () => void navigate(paths.quotationCheck()),
      decline: () => void navigate(categoryHome),
    },
    failure: {
      open: dialog === 'failure',
      message: failure,
      close: () => closeDialog('failure'),
    },
  };
}

export type BiddingPageModel = ReturnType<typeof useBiddingPage>;
