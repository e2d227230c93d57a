import { Link, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { categoryNameKo, dealerApplicationStatusLabels, operatorCan } from '@quotemarket/contract';
import { ApiError, useDealerApplication, useOperatorMe } from '@quotemarket/hooks';
import {
  Badge,
  DescriptionList,
  ErrorFallback,
  formatDateTime,
  formatPhone,
  Heading,
  PageStack,
  SkeletonList,
  Text,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { ApproveDialog, RejectDialog } from './DecisionDialogs';
import { applicationStatusTones } from './DealerApplicationsPage';
import { PageHeader, TitleGroup } from '../../shared/pageLayout';

const Actions = styled.div`
  display: flex;
  gap: ${vars.space[2]};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${vars.space[6]};

  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Certificate = styled.figure`
  margin: 0;

  & > img {
    display: block;
    width: 100%;
    max-height: 640px;
    object-fit: contain;
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.background};
  }

  & > figcaption {
    margin-top: ${vars.space[2]};
    color: ${vars.color.textSubtle};
    font-size: ${vars.font.size.sm};
  }
`;

/**
 * `paths.application(id)`: one application in full with its 사업자등록증 photo (only operators see
 * it; it has no public address), and, for a role that may, 승인 or 반려 with a reason.
 */
export function DealerApplicationPage() {
  const id = Number(useParams().applicationId);
  const valid = Number.isInteger(id) && id > 0;
  const me = useOperatorMe();
  const application = useDealerApplication(valid ? id : 0);

  const missing = application.error instanceof ApiError && application.error.status === 404;
  if (!valid || missing) return <NotFoundPage />;
  if (application.isPending) return <SkeletonList count={4} label="입점 신청을 불러오는 중" />;
  if (application.isError) {
    return (
      <ErrorFallback
        title="입점 신청을 불러오지 못했어요"
        description={application.error.message}
        onRetry={() => void application.refetch()}
      />
    );
  }

  const detail = application.data;
  const canDecide =
    detail.status === 'received' &&
    me.data !== undefined &&
    operatorCan(me.data.role, 'manageMarket');
  return (
    <PageStack>
      <Text size="sm">
        <Link to={paths.applications()}>입점 신청 목록</Link>
      </Text>
      <PageHeader>
        <TitleGroup>
          <Heading level={1}>{detail.storeName}</Heading>
          <Badge tone={applicationStatusTones[detail.status]}>
            {dealerApplicationStatusLabels[detail.status]}
          </Badge>
        </TitleGroup>
        {canDecide && (
          <Actions>
            <RejectDialog application={detail} />
            <ApproveDialog application={detail} />
          </Actions>
        )}
      </PageHeader>
      <Columns>
        <DescriptionList
          items={[
            { term: '사업자등록번호', description: detail.businessRegistrationNumber },
            { term: '대표자', description: detail.representative },
            { term: '주소', description: detail.address },
            { term: '휴대폰', description: formatPhone(detail.phone) },
            { term: '이메일', description: detail.email },
            {
              term: '카테고리',
              description: detail.categoryIds
                .map((category) => categoryNameKo(category))
                .join(', '),
            },
            { term: '신청일', description: formatDateTime(detail.submittedAt) },
            ...(detail.decidedAt
              ? [
                  {
                    term: '처리',
                    description: `${formatDateTime(detail.decidedAt)}${detail.decidedBy ? ` · ${detail.decidedBy.name}` : ''}`,
                  },
                ]
              : []),
            ...(detail.rejectionReason
              ? [{ term: '반려 사유', description: detail.rejectionReason }]
              : []),
          ]}
        />
        <Certificate>
          <img src={detail.certificateImage} alt={`${detail.storeName} 사업자등록증`} />
          <figcaption>사업자등록증 (운영자만 볼 수 있어요)</figcaption>
        </Certificate>
      </Columns>
    </PageStack>
  );
}
