import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { dealerApplicationStatusLabels, type DealerApplicationStatus } from '@quotemarket/contract';
import { useDealerApplicationProgress } from '@quotemarket/hooks';
import {
  Badge,
  Button,
  DescriptionList,
  ErrorFallback,
  Spinner,
  Text,
  formatDateTime,
  vars,
  type BadgeTone,
  SignInCard,
} from '@quotemarket/ui';
import { paths } from '../../paths';

const statusTones: Record<DealerApplicationStatus, BadgeTone> = {
  received: 'primary',
  approved: 'success',
  rejected: 'danger',
};

const statusExplanations: Record<DealerApplicationStatus, string> = {
  received: '운영팀이 신청서를 확인하고 있어요. 결과는 문자로 알려 드려요.',
  approved: '입점이 승인되었어요. 문자로 받은 링크에서 비밀번호를 정하고 로그인해 주세요.',
  rejected: '입점 신청이 반려되었어요. 아래 사유를 확인하고 다시 신청할 수 있어요.',
};

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Reason = styled.p`
  margin: 0;
  padding: ${vars.space[4]};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

function submittedNow(state: unknown): boolean {
  return (state as { submitted?: unknown } | null)?.submitted === true;
}

/**
 * `/seller/apply/status?token=…`: where an application stands. The link is private (given at
 * submission and texted to the verified phone), so nothing else identifies the applicant: no
 * account to sign in to, no code to wait for each visit.
 */
export function ApplyStatusPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const token = searchParams.get('token') ?? '';
  const progress = useDealerApplicationProgress(token);

  if (!token || progress.isError) {
    return (
      <SignInCard title="입점 신청 현황" titleId="status-heading">
        <ErrorFallback
          title="신청 현황을 열 수 없어요"
          description={
            progress.error?.message ??
            '신청 현황 링크가 올바르지 않아요. 문자로 받은 링크를 다시 열어 주세요.'
          }
          {...(progress.isError && { onRetry: () => void progress.refetch() })}
        />
        <Button asChild variant="outline" fullWidth>
          <Link to={paths.apply()}>입점 신청하기</Link>
        </Button>
      </SignInCard>
    );
  }

  if (!progress.data) {
    return (
      <SignInCard title="입점 신청 현황" titleId="status-heading">
        <Spinner label="신청 현황을 불러오고 있어요" />
      </SignInCard>
    );
  }

  const application = progress.data;
  return (
    <SignInCard title="입점 신청 현황" titleId="status-heading">
      {submittedNow(location.state) && (
        <Text role="status">
          신청서를 보냈어요. 이 페이지의 주소를 문자로도 보냈으니 나중에 다시 열 수 있어요.
        </Text>
      )}
      <Section aria-labelledby="status-heading">
        <div>
          <Badge tone={statusTones[application.status]}>
            {dealerApplicationStatusLabels[application.status]}
          </Badge>
        </div>
        <Text>{statusExplanations[application.status]}</Text>
        {application.status === 'rejected' && application.rejectionReason && (
          <div>
            <Text size="sm" tone="muted">
              반려 사유
            </Text>
            <Reason data-part="rejection-reason">{application.rejectionReason}</Reason>
          </div>
        )}
        <DescriptionList
          items={[
            { term: '상호', description: application.storeName },
            { term: '사업자등록번호', description: application.businessRegistrationNumber },
            { term: '신청일', description: formatDateTime(application.submittedAt) },
            ...(application.decidedAt
              ? [{ term: '처리일', description: formatDateTime(application.decidedAt) }]
              : []),
          ]}
        />
      </Section>
      {application.status === 'rejected' && (
        <Button asChild fullWidth>
          <Link to={paths.apply()}>다시 신청하기</Link>
        </Button>
      )}
      {application.status === 'approved' && (
        <Button asChild variant="outline" fullWidth>
          <Link to={paths.login()}>로그인하러 가기</Link>
        </Button>
      )}
    </SignInCard>
  );
}
