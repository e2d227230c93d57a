import { styled } from 'styled-components';
import {
  operatorCan,
  operatorRoleLabels,
  operatorStatusLabels,
  type OperatorStatus,
} from '@quotemarket/contract';
import { ApiError, useOperatorMe, useOperators } from '@quotemarket/hooks';
import {
  Badge,
  EmptyState,
  ErrorFallback,
  formatDateTime,
  Heading,
  PageStack,
  SkeletonList,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  type BadgeTone,
} from '@quotemarket/ui';
import { NoPermissionPage } from '../../shared/NoPermissionPage';
import { InviteOperatorDialog } from './InviteOperatorDialog';
import { OperatorActions } from './OperatorActions';
import { Nowrap, PageHeader } from '../../shared/pageLayout';

/** An address may break anywhere, so the action buttons keep their room on a narrow screen. */
const Email = styled.span`
  overflow-wrap: anywhere;
`;

const statusTones: Record<OperatorStatus, BadgeTone> = {
  active: 'success',
  invited: 'warning',
  deactivated: 'neutral',
};

const title = '운영자 관리';

/**
 * `paths.operators()`, a 관리자's screen: every operator account with its role and status;
 * inviting one, changing a role, deactivating and reactivating, and re-issuing an enrolment link.
 * Another role sees that it has no permission here (the API would refuse it all with 403).
 */
export function OperatorsPage() {
  const me = useOperatorMe();
  const allowed = me.data !== undefined && operatorCan(me.data.role, 'manageOperators');
  const operators = useOperators({ enabled: allowed });

  if (me.isPending) return <SkeletonList count={4} label="운영자 목록을 불러오는 중" />;
  const refused = operators.error instanceof ApiError && operators.error.status === 403;
  if (!allowed || refused) return <NoPermissionPage title={title} />;

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>{title}</Heading>
        <InviteOperatorDialog />
      </PageHeader>
      {operators.isPending ? (
        <SkeletonList count={4} label="운영자 목록을 불러오는 중" />
      ) : operators.isError ? (
        <ErrorFallback
          title="운영자 목록을 불러오지 못했어요"
          description={operators.error.message}
          onRetry={() => void operators.refetch()}
        />
      ) : operators.data.length === 0 ? (
        <EmptyState
          title="아직 운영자가 없어요"
          description="운영자 초대로 함께 일할 사람을 등록해 주세요."
        />
      ) : (
        <Table caption="운영자 계정" hideCaption>
          <TableHead>
            <TableRow>
              <TableHeaderCell>이름</TableHeaderCell>
              <TableHeaderCell>이메일</TableHeaderCell>
              <TableHeaderCell>역할</TableHeaderCell>
              <TableHeaderCell>상태</TableHeaderCell>
              <TableHeaderCell>마지막 로그인</TableHeaderCell>
              <TableHeaderCell>작업</TableHeaderCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {operators.data.map((operator) => (
              <TableRow key={operator.id}>
                <TableCell>{operator.name}</TableCell>
                <TableCell>
                  <Email>{operator.email}</Email>
                </TableCell>
                <TableCell>{operatorRoleLabels[operator.role]}</TableCell>
                <TableCell>
                  <Badge tone={statusTones[operator.status]}>
                    {operatorStatusLabels[operator.status]}
                  </Badge>
                </TableCell>
                <TableCell>
                  <Nowrap>
                    {operator.lastLoginAt ? formatDateTime(operator.lastLoginAt) : '없음'}
                  </Nowrap>
                </TableCell>
                <TableCell>
                  {operator.id === me.data.id ? (
                    <Text as="span" size="sm" tone="muted">
                      내 계정
                    </Text>
                  ) : (
                    <OperatorActions operator={operator} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </PageStack>
  );
}
