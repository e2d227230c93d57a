import { useState } from 'react';
import { styled } from 'styled-components';
import {
  enforcementMessages,
  enforcementReasonMaxLength,
  enforcementTextProblem,
  reportActionLabels,
  reportActions,
  reportTransitions,
  type AdminReportDetail,
  type ReportAction,
} from '@quotemarket/contract';
import { useUpdateAdminReport } from '@quotemarket/hooks';
import { Button, SelectField, Text, vars } from '@quotemarket/ui';
import { ReasonDialog } from '../../shared/ReasonDialog';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[2]};
`;

type ReportUpdating = ReturnType<typeof useUpdateAdminReport>;

/** What each action does beyond closing the report, said before it is done. */
const actionEffects: Record<ReportAction, string> = {
  WARN: '판매점에 경고가 남아요.',
  HIDE_REVIEW: '고른 후기가 판매점 페이지에서 가려져요.',
  SUSPEND: '판매점 이용이 바로 정지되고, 진행 중인 견적은 판매점 사정으로 철회돼요.',
};

const noteRule = { whenEmpty: null, tooLong: enforcementMessages.noteTooLong };
const dismissRule = { whenEmpty: enforcementMessages.noteRequiredForDismiss };

function reviewOption(review: AdminReportDetail['dealerReviews'][number]) {
  const text = review.review.length > 40 ? `${review.review.slice(0, 40)}…` : review.review;
  return { value: String(review.id), label: `${review.rating}점 · ${text}` };
}

/** 조치 완료: an action (후기 가리기 only when a review can still be hidden) and the note. */
function ResolveDialog({ report, update }: { report: AdminReportDetail; update: ReportUpdating }) {
  const hideable = report.dealerReviews.filter((review) => review.hidden === null);
  const offered = reportActions.filter((action) => action !== 'HIDE_REVIEW' || hideable.length > 0);
  const [action, setAction] = useState<ReportAction>('WARN');
  const [reviewId, setReviewId] = useState(hideable[0] ? String(hideable[0].id) : '');
  return (
    <ReasonDialog
      trigger={<Button>조치 완료</Button>}
      title={`신고 #${report.id} 조치 완료`}
      description={`${actionEffects[action]} 조치 완료는 되돌릴 수 없어요.`}
      fields={
        <>
          <SelectField
            label="조치"
            options={offered.map((value) => ({ value, label: reportActionLabels[value] }))}
            value={action}
            onValueChange={(value) => setAction(value as ReportAction)}
          />
          {action === 'HIDE_REVIEW' && (
            <SelectField
              label="가릴 후기"
              options={hideable.map(reviewOption)}
              value={reviewId}
              onValueChange={setReviewId}
            />
          )}
        </>
      }
      reasonLabel="운영 메모 (선택)"
      problemOf={(note) => enforcementTextProblem(note, noteRule)}
      maxLength={enforcementReasonMaxLength}
      confirmLabel="조치 완료하기"
      tone="danger"
      pending={update.isPending}
      error={update.isError ? update.error.message : null}
      done={update.isSuccess && <Text role="status">신고를 조치 완료했어요.</Text>}
      onConfirm={(note) =>
        update.mutate({
          reportId: report.id,
          update: {
            status: 'RESOLVED',
            action,
            ...(note ? { note } : {}),
            ...(action === 'HIDE_REVIEW' ? { reviewId: Number(reviewId) } : {}),
          },
        })
      }
      onClosed={() => {
        update.reset();
        setAction('WARN');
      }}
    />
  );
}

/** 기각: the note says why, as the report ends without an action. */
function DismissDialog({ report, update }: { report: AdminReportDetail; update: ReportUpdating }) {
  return (
    <ReasonDialog
      trigger={<Button variant="outline">기각</Button>}
      title={`신고 #${report.id} 기각`}
      description="기각하면 조치 없이 신고를 마쳐요. 되돌릴 수 없어요."
      reasonLabel="운영 메모"
      problemOf={(note) => enforcementTextProblem(note, dismissRule)}
      maxLength={enforcementReasonMaxLength}
      confirmLabel="기각하기"
      tone="danger"
      pending={update.isPending}
      error={update.isError ? update.error.message : null}
      done={update.isSuccess && <Text role="status">신고를 기각했어요.</Text>}
      onConfirm={(note) =>
        update.mutate({ reportId: report.id, update: { status: 'DISMISSED', note } })
      }
      onClosed={() => update.reset()}
    />
  );
}

/**
 * The steps a report may take from where it stands (reportTransitions): 검토 시작 at once, as it
 * finishes nothing; 조치 완료 and 기각 after a confirmation, as they cannot be undone. A finishing
 * dialog stays from its request until it is closed, to tell how it went: the refetched report is
 * finished before the mutation settles, and offers neither step by then.
 */
export function ReportActions({ report }: { report: AdminReportDetail }) {
  const review = useUpdateAdminReport();
  const resolve = useUpdateAdminReport();
  const dismiss = useUpdateAdminReport();
  const next = reportTransitions[report.status];
  return (
    <Actions>
      {next.includes('REVIEWING') && (
        <Button
          variant="secondary"
          loading={review.isPending}
          onClick={() => review.mutate({ reportId: report.id, update: { status: 'REVIEWING' } })}
        >
          검토 시작
        </Button>
      )}
      {(next.includes('RESOLVED') || !resolve.isIdle) && (
        <ResolveDialog report={report} update={resolve} />
      )}
      {(next.includes('DISMISSED') || !dismiss.isIdle) && (
        <DismissDialog report={report} update={dismiss} />
      )}
      {review.isError && (
        <Text role="alert" size="sm" tone="danger">
          {review.error.message}
        </Text>
      )}
    </Actions>
  );
}
