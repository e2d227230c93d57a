import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  categoryNameKo,
  dealerApplicationStatuses,
  dealerApplicationStatusLabels,
  type DealerApplicationStatus,
} from '@quotemarket/contract';
import { useDealerApplications } from '@quotemarket/hooks';
import {
  Badge,
  formatDateTime,
  Heading,
  PageStack,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  vars,
  type BadgeTone,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { PagedListView } from '../../shared/PagedListView';

export const applicationStatusTones: Record<DealerApplicationStatus, BadgeTone> = {
  received: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${vars.space[3]};
`;

const Filter = styled.div`
  min-width: 160px;
`;

const Nowrap = styled.span`
  white-space: nowrap;
`;

const statusOptions = [
  { value: '', label: '전체' },
  ...dealerApplicationStatuses.map((status) => ({
    value: status,
    label: dealerApplicationStatusLabels[status],
  })),
];

function statusOf(text: string | null): DealerApplicationStatus | undefined {
  return dealerApplicationStatuses.find((status) => status === text);
}

/**
 * `paths.applications()`: the stores' applications, newest first, 접수 first by default (what
 * waits for a decision), paged and filtered by the server. The filter and the page live in the
 * address, so a link or a reload keeps them.
 */
export function DealerApplicationsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.has('status') ? statusOf(searchParams.get('status')) : 'received';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const applications = useDealerApplications({ status, page });

  const show = (next: { status?: DealerApplicationStatus | undefined; page: number }) =>
    setSearchParams({ status: next.status ?? '', page: String(next.page) });

  return (
    <PageStack>
      <Header>
        <Heading level={1}>입점 신청</Heading>
        <Filter>
          <SelectField
            label="상태"
            options={statusOptions}
            value={status ?? ''}
            onValueChange={(value) => show({ status: statusOf(value), page: 1 })}
          />
        </Filter>
      </Header>
      <PagedListView
        query={applications}
        loadingLabel="입점 신청을 불러오는 중"
        loadingRows={4}
        errorTitle="입점 신청을 불러오지 못했어요"
        empty={{
          title: status
            ? `${dealerApplicationStatusLabels[status]}된 신청이 없어요`
            : '입점 신청이 없어요',
          description: '새 신청이 들어오면 여기에 보여요.',
        }}
        page={page}
        pageLabel="입점 신청 페이지"
        onPageChange={(next) => show({ status, page: next })}
      >
        {(list) => (
          <Table caption="입점 신청" hideCaption>
            <TableHead>
              <TableRow>
                <TableHeaderCell>상호</TableHeaderCell>
                <TableHeaderCell>사업자등록번호</TableHeaderCell>
                <TableHeaderCell>대표자</TableHeaderCell>
                <TableHeaderCell>카테고리</TableHeaderCell>
                <TableHeaderCell>상태</TableHeaderCell>
                <TableHeaderCell>신청일</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((application) => (
                <TableRow key={application.id}>
                  <TableCell>
                    <Link to={paths.application(application.id)}>{application.storeName}</Link>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{application.businessRegistrationNumber}</Nowrap>
                  </TableCell>
                  <TableCell>{application.representative}</TableCell>
                  <TableCell>
                    {application.categoryIds.map((id) => categoryNameKo(id)).join(', ')}
                  </TableCell>
                  <TableCell>
                    <Badge tone={applicationStatusTones[application.status]}>
                      {dealerApplicationStatusLabels[application.status]}
                    </Badge>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{formatDateTime(application.submittedAt)}</Nowrap>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </PagedListView>
    </PageStack>
  );
}
