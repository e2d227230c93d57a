import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  adminNoticeSorting,
  noticeCategories,
  operatorCan,
  publicationStateLabels,
  publicationStates,
  type AdminNotice,
  type ListOrder,
} from '@quotemarket/contract';
import { useAdminNotices, useOperatorMe } from '@quotemarket/hooks';
import {
  Badge,
  Button,
  formatDateTime,
  Heading,
  PageStack,
  SelectField,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import {
  ConsoleTable,
  consoleColumns,
  consoleTableFeatures,
  serverSorting,
} from '../../shared/consoleTable';
import { listOrderSearch, readListOrder } from '../../shared/listOrderSearch';
import { PagedListView } from '../../shared/PagedListView';
import { PublicationStateBadge } from '../../shared/PublicationStateBadge';
import { InlineGroup, Nowrap, PageHeader } from '../../shared/pageLayout';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 220px));
  gap: ${vars.space[3]};
`;

const stateOptions = [
  { value: '', label: '전체' },
  ...publicationStates.map((state) => ({ value: state, label: publicationStateLabels[state] })),
];
const categoryOptions = [
  { value: '', label: '전체' },
  ...noticeCategories.map((category) => ({ value: category, label: category })),
];

const stateOf = (text: string | null) => publicationStates.find((state) => state === text);
const categoryOf = (text: string | null) => noticeCategories.find((category) => category === text);

type NoticeOrder = ListOrder<(typeof adminNoticeSorting.columns)[number]>;

const column = consoleColumns<AdminNotice>();
const columns = column.columns([
  column.accessor('title', {
    header: '제목',
    cell: ({ row }) => (
      <InlineGroup>
        {row.original.mandatory && <Badge tone="danger">필독</Badge>}
        <Link to={paths.notice(row.original.id)}>{row.original.title}</Link>
      </InlineGroup>
    ),
  }),
  column.accessor('category', {
    header: '분류',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue()}</Nowrap>,
  }),
  column.accessor('state', {
    header: '상태',
    enableSorting: false,
    cell: ({ getValue }) => <PublicationStateBadge state={getValue()} />,
  }),
  column.accessor('publishedAt', {
    header: '게시 시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => {
      const publishedAt = getValue();
      return <Nowrap>{publishedAt ? formatDateTime(publishedAt) : '—'}</Nowrap>;
    },
  }),
  column.accessor('updatedAt', {
    header: '수정 시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDateTime(getValue())}</Nowrap>,
  }),
]);

/**
 * `paths.notices()`: every notice (drafts and schedules too), filtered, ordered by a column's
 * header (the most recently edited first at the start) and paged by the server; the filters, the
 * order and the page live in the address.
 */
export function NoticesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = {
    state: stateOf(searchParams.get('state')),
    category: categoryOf(searchParams.get('category')),
    order: readListOrder(adminNoticeSorting, searchParams),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const { state, category, page } = applied;
  const me = useOperatorMe();
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const notices = useAdminNotices({ state, category }, { page, order: applied.order });

  const show = (next: typeof applied) =>
    setSearchParams({
      ...(next.state ? { state: next.state } : {}),
      ...(next.category ? { category: next.category } : {}),
      ...listOrderSearch(adminNoticeSorting, next.order),
      page: String(next.page),
    });
  const filtered = state !== undefined || category !== undefined;
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: notices.data?.list ?? [],
    getRowId: (notice) => String(notice.id),
    ...serverSorting(applied.order, adminNoticeSorting.columns, (order: NoticeOrder) =>
      show({ ...applied, order, page: 1 }),
    ),
  });

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>공지사항</Heading>
        {canWrite && (
          <Button asChild>
            <Link to={paths.newNotice()}>공지 쓰기</Link>
          </Button>
        )}
      </PageHeader>
      <Filters>
        <SelectField
          label="상태"
          options={stateOptions}
          value={state ?? ''}
          onValueChange={(value) => show({ ...applied, state: stateOf(value), page: 1 })}
        />
        <SelectField
          label="분류"
          options={categoryOptions}
          value={category ?? ''}
          onValueChange={(value) => show({ ...applied, category: categoryOf(value), page: 1 })}
        />
      </Filters>
      <PagedListView
        query={notices}
        loadingLabel="공지사항을 불러오는 중"
        errorTitle="공지사항을 불러오지 못했어요"
        empty={{
          title: filtered ? '조건에 맞는 공지가 없어요' : '아직 공지가 없어요',
          description: filtered ? '상태나 분류를 바꿔 보세요.' : '공지를 쓰면 여기에 보여요.',
        }}
        countUnit="건"
        page={page}
        pageLabel="공지사항 페이지"
        onPageChange={(next) => show({ ...applied, page: next })}
      >
        {(_list, busy) => <ConsoleTable table={table} caption="공지사항" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
