import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import {
  adminDealerSorting,
  dealerStatuses,
  dealerStatusLabels,
  type AdminDealerSummary,
  type DealerStatus,
  type ListOrder,
} from '@quotemarket/contract';
import { useAdminDealers } from '@quotemarket/hooks';
import {
  Button,
  formatDate,
  formatNumber,
  formatPhone,
  Heading,
  PageStack,
  SelectField,
  TextField,
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
import { DealerStatusBadge } from './DealerStatusBadge';
import { Nowrap } from '../../shared/pageLayout';

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${vars.space[3]};

  & > [data-qm='text-field'] {
    flex: 1 1 16rem;
  }

  & > button {
    margin-top: 1.75rem;
  }
`;

const statusOptions = [
  { value: '', label: '전체' },
  ...dealerStatuses.map((status) => ({ value: status, label: dealerStatusLabels[status] })),
];

function statusOf(text: string | null): DealerStatus | undefined {
  return dealerStatuses.find((status) => status === text);
}

type DealerOrder = ListOrder<(typeof adminDealerSorting.columns)[number]>;

const column = consoleColumns<AdminDealerSummary>();
const columns = column.columns([
  column.accessor('storeName', {
    header: '상호',
    cell: ({ row }) => <Link to={paths.dealer(row.original.id)}>{row.original.storeName}</Link>,
  }),
  column.accessor('email', { header: '이메일', enableSorting: false }),
  column.accessor('phone', {
    header: '대표 번호',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{formatPhone(getValue())}</Nowrap>,
  }),
  column.accessor('businessRegistrationNumber', {
    header: '사업자등록번호',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue() ?? '없음'}</Nowrap>,
  }),
  column.accessor('status', {
    header: '상태',
    enableSorting: false,
    cell: ({ getValue }) => <DealerStatusBadge status={getValue()} />,
  }),
  column.accessor('bidCount', {
    header: '보낸 견적',
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: ({ getValue }) => `${formatNumber(getValue())}개`,
  }),
  column.accessor('openReportCount', {
    header: '처리 중인 신고',
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: ({ getValue }) => `${formatNumber(getValue())}건`,
  }),
  column.accessor('createdAt', {
    header: '가입일',
    sortDescFirst: true,
    cell: ({ getValue }) => <Nowrap>{formatDate(getValue())}</Nowrap>,
  }),
]);

/**
 * `paths.dealers()`: every dealer, narrowed by status and by a part of the store name, email or
 * 사업자등록번호 (the server reads the number with or without hyphens), ordered by a column's
 * header (newest first at the start) and paged by the server. The filter, the order and the page
 * live in the address, so a link or a reload keeps them.
 */
export function DealersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = {
    status: statusOf(searchParams.get('status')),
    search: searchParams.get('search') ?? '',
    order: readListOrder(adminDealerSorting, searchParams),
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const [status, setStatus] = useState(applied.status);
  const [search, setSearch] = useState(applied.search);
  const dealers = useAdminDealers(applied, { page: applied.page, order: applied.order });
  const filtered = applied.status !== undefined || applied.search !== '';

  const show = (next: typeof applied) =>
    setSearchParams({
      ...(next.status ? { status: next.status } : {}),
      ...(next.search ? { search: next.search } : {}),
      ...listOrderSearch(adminDealerSorting, next.order),
      page: String(next.page),
    });
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: dealers.data?.list ?? [],
    getRowId: (dealer) => String(dealer.id),
    ...serverSorting(applied.order, adminDealerSorting.columns, (order: DealerOrder) =>
      show({ ...applied, order, page: 1 }),
    ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ ...applied, status, search: search.trim(), page: 1 });
  };

  return (
    <PageStack>
      <Heading level={1}>판매점</Heading>
      <SearchForm role="search" aria-label="판매점 찾기" onSubmit={submit} noValidate>
        <SelectField
          label="상태"
          options={statusOptions}
          value={status ?? ''}
          onValueChange={(value) => setStatus(statusOf(value))}
        />
        <TextField
          label="상호, 이메일, 사업자등록번호"
          description="일부만 써도 찾아요. 사업자등록번호는 하이픈(-) 없이 써도 돼요."
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button type="submit">찾기</Button>
      </SearchForm>
      <PagedListView
        query={dealers}
        loadingLabel="판매점을 불러오는 중"
        errorTitle="판매점을 불러오지 못했어요"
        empty={{
          title: filtered ? '찾는 판매점이 없어요' : '아직 판매점이 없어요',
          description: filtered
            ? '상태나 검색어를 바꿔 다시 찾아 보세요.'
            : '입점 신청을 승인하면 여기에 보여요.',
        }}
        countUnit="곳"
        page={applied.page}
        pageLabel="판매점 페이지"
        onPageChange={(page) => show({ ...applied, page })}
      >
        {(_list, busy) => <ConsoleTable table={table} caption="판매점" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
