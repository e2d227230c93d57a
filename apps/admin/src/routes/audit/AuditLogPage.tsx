import { useSearchParams } from 'react-router-dom';
import { useTable } from '@tanstack/react-table';
import { styled } from 'styled-components';
import {
  auditActionLabels,
  auditLogSorting,
  auditRetentionYears,
  auditTargetLabels,
  operatorRoleLabels,
  type AuditEntry,
} from '@quotemarket/contract';
import { useAuditLog, useAuditOperators } from '@quotemarket/hooks';
import { Button, formatDateTime, Heading, PageStack, Text } from '@quotemarket/ui';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { PagedListView } from '../../shared/PagedListView';
import { AuditDiff } from './AuditDiff';
import { AuditFilters } from './AuditFilters';
import { hasFilter, readAuditSearch, writeAuditSearch, type AuditSearch } from './auditSearch';
import { Nowrap } from '../../shared/pageLayout';

/** A target's label (an e-mail address) may break anywhere, so the other columns keep their room. */
const TargetLabel = styled.span`
  overflow-wrap: anywhere;
`;

const column = consoleColumns<AuditEntry>();

const columns = column.columns([
  column.accessor('createdAt', {
    header: '시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
  }),
  column.accessor('operator', {
    header: '운영자',
    // By name, 가나다 first (the value is an object, which the library would turn descending first).
    sortDescFirst: false,
    cell: ({ row }) => (
      <>
        {row.original.operator.name}
        <Text as="span" size="sm" tone="muted">
          {' '}
          ({operatorRoleLabels[row.original.role]})
        </Text>
      </>
    ),
  }),
  column.accessor('action', {
    header: '작업',
    enableSorting: false,
    cell: ({ getValue }) => auditActionLabels[getValue()],
  }),
  column.accessor('target', {
    header: '대상',
    enableSorting: false,
    cell: ({ getValue }) => (
      <TargetLabel>{`${auditTargetLabels[getValue().type]} ${getValue().label}`}</TargetLabel>
    ),
  }),
  column.accessor('reason', {
    header: '사유',
    enableSorting: false,
    cell: ({ getValue }) => getValue() ?? '—',
  }),
  column.accessor('address', {
    header: '접속 주소',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue()}</Nowrap>,
  }),
  column.display({
    id: 'changes',
    header: '변경 내용',
    cell: ({ row }) =>
      row.getCanExpand() ? (
        <Button
          variant="outline"
          size="sm"
          aria-expanded={row.getIsExpanded()}
          aria-controls={`audit-changes-${row.id}`}
          onClick={row.getToggleExpandedHandler()}
        >
          {row.getIsExpanded() ? '접기' : '보기'}
        </Button>
      ) : (
        '—'
      ),
  }),
]);

/**
 * `paths.audit()`: every operator write, filtered, ordered by time (newest first at the start) or
 * operator from the headers, and paged by the server; the filters, the order and the page are in
 * the address, so a link opens the same view.
 */
export function AuditLogPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { filter, order, page } = readAuditSearch(searchParams);
  const log = useAuditLog(filter, { page, order });
  const operatorNames = useAuditOperators();

  /** Another filter or order starts again at page 1 and keeps what it does not change. */
  const show = (next: Partial<AuditSearch>) =>
    setSearchParams(
      writeAuditSearch({
        filter: next.filter ?? filter,
        order: next.order ?? order,
        page: next.page ?? 1,
      }),
    );

  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: log.data?.list ?? [],
    getRowId: (entry) => String(entry.id),
    getRowCanExpand: (row) => row.original.before !== null || row.original.after !== null,
    ...serverSorting(order, auditLogSorting.columns, (next) => show({ order: next })),
  });

  return (
    <PageStack>
      <Heading level={1}>감사 기록</Heading>
      <Text size="sm" tone="muted">
        운영자가 바꾼 모든 것이 남아요. 누구도 고치거나 지울 수 없고, {auditRetentionYears}년 동안
        보관해요.
      </Text>
      <AuditFilters
        applied={filter}
        operators={operatorNames.data ?? []}
        onApply={(next) => show({ filter: next, page: 1 })}
      />
      <PagedListView
        query={log}
        loadingLabel="감사 기록을 불러오는 중"
        errorTitle="감사 기록을 불러오지 못했어요"
        empty={{
          title: hasFilter(filter) ? '조건에 맞는 기록이 없어요' : '아직 기록이 없어요',
          description: hasFilter(filter)
            ? '필터를 바꾸거나 초기화해 보세요.'
            : '운영자가 무언가를 바꾸면 여기에 남아요.',
          action: hasFilter(filter) ? (
            <Button variant="outline" onClick={() => show({ filter: {}, page: 1 })}>
              필터 초기화
            </Button>
          ) : undefined,
        }}
        countUnit="건"
        page={page}
        pageLabel="감사 기록 페이지"
        onPageChange={(next) => show({ page: next })}
      >
        {(_list, busy) => (
          <ConsoleTable
            table={table}
            caption="감사 기록"
            busy={busy}
            detail={{
              idOf: (row) => `audit-changes-${row.id}`,
              render: (entry) => <AuditDiff before={entry.before} after={entry.after} />,
            }}
          />
        )}
      </PagedListView>
    </PageStack>
  );
}
