import { useState } from 'react';
import { styled } from 'styled-components';
import {
  quoteKindOfRequest,
  isMainCategoryId,
  type SellerEstimation,
  type SellerQuotationDetail,
} from '@quotemarket/contract';
import { ApiError, useSubmitSellerEstimation, useUpdateSellerEstimation } from '@quotemarket/hooks';
import { Button, Heading, Text, useToast, vars } from '@quotemarket/ui';
import { emptyEstimationDraft, estimationDraftOfTerms } from '../../shared/estimationDraft';
import { EstimationForm } from './EstimationForm';
import { MyEstimation } from './MyEstimation';
import { WithdrawEstimationButton } from './WithdrawEstimationButton';

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[5]};
  padding: ${vars.space[5]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.sm};
`;

const failureOf = (error: unknown) => (error ? ApiError.from(error).message : null);

/**
 * A refused quote needs no more handling here: the form shows the mutation's error. The promise
 * is used rather than `mutate`'s callbacks because a sent quote replaces the form before the
 * mutation settles, and `mutate` drops the callbacks of a form that is gone.
 */
const ignoreShownFailure = () => undefined;

function SendEstimation({ request }: { request: SellerQuotationDetail }) {
  const submit = useSubmitSellerEstimation();
  const { toast } = useToast();
  if (!isMainCategoryId(request.categoryId)) {
    return <Text tone="muted">이 카테고리에는 아직 견적을 보낼 수 없어요.</Text>;
  }
  return (
    <EstimationForm
      title="견적 보내기"
      initialDraft={emptyEstimationDraft(quoteKindOfRequest(request.categoryId))}
      releasePrice={request.product.price}
      submitLabel="견적 보내기"
      pending={submit.isPending}
      failure={failureOf(submit.error)}
      onSubmit={(terms) =>
        void submit
          .mutateAsync({ quotationId: request.quotationId, terms })
          .then(() => toast({ title: '견적을 보냈어요.', tone: 'success' }), ignoreShownFailure)
      }
    />
  );
}

interface OpenEstimationProps {
  estimation: SellerEstimation;
  releasePrice: number;
}

/** A quote still in the race: shown, and open to an edit or a withdrawal. */
function OpenEstimation({ estimation, releasePrice }: OpenEstimationProps) {
  const [editing, setEditing] = useState(false);
  // Once an edit ends the form is gone: the focus goes to the quote that replaces it.
  const [leftEditing, setLeftEditing] = useState(false);
  const stopEditing = () => {
    setEditing(false);
    setLeftEditing(true);
  };
  const update = useUpdateSellerEstimation();
  const { toast } = useToast();
  if (editing) {
    return (
      <EstimationForm
        title="견적 고치기"
        initialDraft={estimationDraftOfTerms(estimation.terms)}
        releasePrice={releasePrice}
        submitLabel="고친 견적 보내기"
        pending={update.isPending}
        failure={failureOf(update.error)}
        focusTitleOnMount
        onSubmit={(terms) =>
          void update.mutateAsync({ estimationId: estimation.id, terms }).then(() => {
            stopEditing();
            toast({ title: '견적을 고쳤어요.', tone: 'success' });
          }, ignoreShownFailure)
        }
        onCancel={() => {
          update.reset();
          stopEditing();
        }}
      />
    );
  }
  return (
    <MyEstimation
      estimation={estimation}
      releasePrice={releasePrice}
      focusTitleOnMount={leftEditing}
      actions={
        <>
          <Button fullWidth onClick={() => setEditing(true)}>
            견적 고치기
          </Button>
          <WithdrawEstimationButton estimationId={estimation.id} />
        </>
      }
    />
  );
}

/**
 * The side of the request the store writes on: the quote form until it has sent one, then its
 * quote (editable while the request is open and the buyer has not chosen), and only its quote,
 * read-only, once the request has closed.
 */
export function EstimationPanel({ request }: { request: SellerQuotationDetail }) {
  const mine = request.myEstimation;
  const releasePrice = request.product.price;
  if (!request.isOpen) {
    return (
      <Panel>
        <div>
          <Heading level={2} size="md">
            마감된 요청이에요.
          </Heading>
          <Text size="sm" tone="muted">
            {mine
              ? '이제 견적을 고치거나 철회할 수 없어요.'
              : '이 요청에는 견적을 보내지 않았어요.'}
          </Text>
        </div>
        {mine && <MyEstimation estimation={mine} releasePrice={releasePrice} />}
      </Panel>
    );
  }
  return (
    <Panel>
      {!mine ? (
        <SendEstimation request={request} />
      ) : mine.outcome === 'PENDING' ? (
        <OpenEstimation estimation={mine} releasePrice={releasePrice} />
      ) : (
        <MyEstimation estimation={mine} releasePrice={releasePrice} />
      )}
    </Panel>
  );
}
