import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTable } from '@tanstack/react-table';
import { marketRequestSorting, type MarketRequestListItem } from '@quotemarket/contract';
import { useMarketRequests } from '@quotemarket/hooks';
import {
  Button,
  formatDateTime,
  formatNumber,
  Heading,
  PageStack,
  SelectField,
  Text,
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
import { PagedListView } from '../../shared/PagedListView';
import {
  readRequestSearch,
  searchKindLabels,
  searchKinds,
  searchQuery,
  writeRequestSearch,
  type RequestOrder,
  type SearchKind,
} from './requestSearch';
import { RequestStateBadge } from './RequestStateBadge';
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

const kindOptions = searchKinds.map((kind) => ({ value: kind, label: searchKindLabels[kind] }));

const column = consoleColumns<MarketRequestListItem>();
const columns = column.columns([
  column.accessor('id', {
    header: '요청 번호',
    enableSorting: false,
    cell: ({ getValue }) => (
      <Link to={paths.request(getValue())} aria-label={`요청 #${getValue()} 자세히 보기`}>
        #{getValue()}
      </Link>
    ),
  }),
  column.accessor('productName', {
    header: '상품',
    cell: ({ row }) => (
      <>
        {row.original.productName}
        <Text as="span" size="sm" tone="muted">
          {' '}
          ({row.original.categoryName})
        </Text>
      </>
    ),
  }),
  column.accessor('buyerPhone', {
    header: '구매자 번호',
    enableSorting: false,
    cell: ({ getValue }) => <Nowrap>{getValue() || '없음'}</Nowrap>,
  }),
  column.accessor('status', {
    header: '상태',
    enableSorting: false,
    cell: ({ row }) => <RequestStateBadge request={row.original} />,
  }),
  column.accessor('bidCount', {
    header: '견적',
    sortDescFirst: true,
    meta: { align: 'end' },
    cell: ({ getValue }) => `${formatNumber(getValue())}개`,
  }),
  column.accessor('submittedAt', {
    header: '요청 시각 (KST)',
    sortDescFirst: true,
    cell: ({ getValue }) => {
      const submittedAt = getValue();
      return <Nowrap>{submittedAt ? formatDateTime(submittedAt) : '—'}</Nowrap>;
    },
  }),
]);

/**
 * `paths.requests()`: find a request by its number or by the buyer's phone (the whole number or
 * its last four digits), the number always shown masked. Without a search, every request; either
 * way ordered by a column's header (the latest first at the start). The search, the order and the
 * page live in the address.
 */
export function RequestsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = readRequestSearch(searchParams);
  const [kind, setKind] = useState<SearchKind>(applied.kind);
  const [text, setText] = useState(applied.text);
  const [problem, setProblem] = useState<string | null>(null);
  const asked = searchQuery(applied);
  const requests = useMarketRequests('query' in asked ? asked.query : {}, {
    page: applied.page,
    order: applied.order,
  });
  const searching = applied.text !== '';
  const table = useTable({
    features: consoleTableFeatures,
    columns,
    data: requests.data?.list ?? [],
    getRowId: (request) => String(request.id),
    ...serverSorting(applied.order, marketRequestSorting.columns, (order: RequestOrder) =>
      setSearchParams(writeRequestSearch({ ...applied, order, page: 1 })),
    ),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = searchQuery({ kind, text });
    if ('problem' in next) {
      setProblem(next.problem);
      return;
    }
    setProblem(null);
    setSearchParams(writeRequestSearch({ ...applied, kind, text, page: 1 }));
  };

  return (
    <PageStack>
      <Heading level={1}>견적 요청</Heading>
      <SearchForm role="search" aria-label="견적 요청 찾기" onSubmit={submit} noValidate>
        <SelectField
          label="찾는 방법"
          options={kindOptions}
          value={kind}
          onValueChange={(value) => setKind(value as SearchKind)}
        />
        <TextField
          label={searchKindLabels[kind]}
          description={
            kind === 'phone'
              ? '번호 전체나 끝 4자리를 입력해 주세요.'
              : '요청 번호를 입력해 주세요.'
          }
          inputMode="numeric"
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem}
        />
        <Button type="submit">찾기</Button>
      </SearchForm>
      <PagedListView
        query={requests}
        loadingLabel="견적 요청을 불러오는 중"
        errorTitle="견적 요청을 불러오지 못했어요"
        empty={{
          title: searching ? '찾는 견적 요청이 없어요' : '아직 견적 요청이 없어요',
          description: searching
            ? '번호를 다시 확인하거나 다른 방법으로 찾아 보세요.'
            : '구매자가 견적을 요청하면 여기에 보여요.',
        }}
        countUnit="건"
        page={applied.page}
        pageLabel="견적 요청 페이지"
        onPageChange={(page) => setSearchParams(writeRequestSearch({ ...applied, page }))}
      >
        {(_list, busy) => <ConsoleTable table={table} caption="견적 요청" busy={busy} />}
      </PagedListView>
    </PageStack>
  );
}
