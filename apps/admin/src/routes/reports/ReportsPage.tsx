import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { reportStatuses, reportStatusLabels, type ReportStatus } from '@quotemarket/contract';
import { useAdminReports } from '@quotemarket/hooks';
import { Heading, PageStack, SelectField, vars } from '@quotemarket/ui';
import { ReportsTable } from './ReportsTable';
import { PagedListView } from '../../shared/PagedListView';

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

const statusOptions = [
  { value: '', label: '전체' },
  ...reportStatuses.map((status) => ({ value: status, label: reportStatusLabels[status] })),
];

function statusOf(text: string | null): ReportStatus | undefined {
  return reportStatuses.find((status) => status === text);
}

/**
 * `paths.reports()`: buyers' reports against dealers as a queue — 접수 by default (what waits for
 * an operator), the oldest first as the server orders it, paged and filtered by the server. The
 * filter and the page live in the address.
 */
export function ReportsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.has('status') ? statusOf(searchParams.get('status')) : 'RECEIVED';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const reports = useAdminReports({ status }, { page });

  const show = (next: { status: ReportStatus | undefined; page: number }) =>
    setSearchParams({ status: next.status ?? '', page: String(next.page) });

  return (
    <PageStack>
      <Header>
        <Heading level={1}>신고</Heading>
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
        query={reports}
        loadingLabel="신고를 불러오는 중"
        errorTitle="신고를 불러오지 못했어요"
        empty={{
          title: status
            ? `${reportStatusLabels[status]} 상태인 신고가 없어요`
            : '아직 신고가 없어요',
          description: '구매자가 판매점을 신고하면 여기에 보여요.',
        }}
        countUnit="건"
        page={page}
        pageLabel="신고 페이지"
        onPageChange={(next) => show({ status, page: next })}
      >
        {(list, busy) => (
          <ReportsTable reports={list} caption="신고 (오래된 접수부터)" hideCaption busy={busy} />
        )}
      </PagedListView>
    </PageStack>
  );
}
