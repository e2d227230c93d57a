import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { selectionConsentVersion } from '@quotemarket/contract';
import {
  ApiError,
  isAlreadySelectedError,
  queryKeys,
  useSelectEstimation,
} from '@quotemarket/hooks';
import { paths } from '../../paths';

/** The quote a buyer asks to buy, and the store their contact details would go to. */
export interface SelectionTarget {
  estimationId: number;
  quotationId: number;
  storeName: string;
}

export const selectionFailedMessage = '구매 신청을 보내지 못했어요. 잠시 후 다시 시도해 주세요.';

/** What to tell the buyer when the selection fails: the API's words for a refusal it explains. */
export function selectionErrorMessage(error: unknown): string {
  if (error instanceof ApiError && (error.isClientError || error.status === 0)) {
    return error.message;
  }
  return selectionFailedMessage;
}

/**
 * The purchase request, from any "구매 신청하기" button: the consent dialog naming the store, the
 * selection sent with the consent's version, then the done dialog that leads to the history. A
 * refusal (409: chosen elsewhere, past the deadline, withdrawn) keeps the dialog open with the API's
 * message; the lists behind it refresh, and so does the quote itself.
 */
export function useSelectionFlow() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const selection = useSelectEstimation();
  const [target, setTarget] = useState<SelectionTarget | null>(null);
  const [consentOpen, setConsentOpen] = useState(false);
  const [done, setDone] = useState(false);

  const request = (next: SelectionTarget) => {
    selection.reset();
    setTarget(next);
    setConsentOpen(true);
  };

  const confirm = () => {
    if (!target || selection.isPending) return;
    selection.mutate(
      {
        estimationId: target.estimationId,
        quotationId: target.quotationId,
        consent: { agreed: true, version: selectionConsentVersion },
      },
      {
        onSuccess: () => {
          setConsentOpen(false);
          setDone(true);
        },
        onError: (error) => {
          if (isAlreadySelectedError(error)) {
            void queryClient.invalidateQueries({
              queryKey: queryKeys.quotations.estimationDetail(target.estimationId),
            });
          }
        },
      },
    );
  };

  const refused = isAlreadySelectedError(selection.error);
  return {
    request,
    consent: {
      open: consentOpen,
      setOpen: setConsentOpen,
      storeName: target?.storeName ?? '',
      estimationId: target?.estimationId ?? null,
      confirm,
      pending: selection.isPending,
      errorMessage: selection.isError ? selectionErrorMessage(selection.error) : null,
      /** Asking again cannot succeed after a refusal. */
      refused,
    },
    done: {
      open: done,
      goToHistory: () => void navigate(paths.quoteHistory()),
    },
  };
}

export type SelectionFlow = ReturnType<typeof useSelectionFlow>;
