import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { dealerStatuses, dealerStatusLabels, type DealerStatus } from '@quotemarket/contract';
import { useAdminDealers } from '@quotemarket/hooks';
import {
  Button,
  formatDate,
  formatNumber,
  formatPhone,
  Heading,
  PageStack,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  TextField,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
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

/**
 * `paths.dealers()`: every dealer, newest first, narrowed by status and by a part of the store
 * name, email or 사업자등록번호 (the server reads the number with or without hyphens), paged by
 * the server. The filter and the page live in the address, so a link or a
 * reload keeps them.
 */
export function DealersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = {
    status: statusOf(searchParams.get('status')),
    search: searchParams.get('search') ?? '',
    page: Math.max(1, Number(searchParams.get('page')) || 1),
  };
  const [status, setStatus] = useState(applied.status);
  const [search, setSearch] = useState(applied.search);
  const dealers = useAdminDealers(applied, { page: applied.page });
  const filtered = applied.status !== undefined || applied.search !== '';

  const show = (next: typeof applied) =>
    setSearchParams({
      ...(next.status ? { status: next.status } : {}),
      ...(next.search ? { search: next.search } : {}),
      page: String(next.page),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    show({ status, search: search.trim(), page: 1 });
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
        {(list, busy) => (
          <Table caption="판매점 (최근 가입순)" hideCaption density="compact" aria-busy={busy}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>상호</TableHeaderCell>
                <TableHeaderCell>이메일</TableHeaderCell>
                <TableHeaderCell>대표 번호</TableHeaderCell>
                <TableHeaderCell>사업자등록번호</TableHeaderCell>
                <TableHeaderCell>상태</TableHeaderCell>
                <TableHeaderCell align="end">보낸 견적</TableHeaderCell>
                <TableHeaderCell align="end">처리 중인 신고</TableHeaderCell>
                <TableHeaderCell>가입일</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((dealer) => (
                <TableRow key={dealer.id}>
                  <TableCell>
                    <Link to={paths.dealer(dealer.id)}>{dealer.storeName}</Link>
                  </TableCell>
                  <TableCell>{dealer.email}</TableCell>
                  <TableCell>
                    <Nowrap>{formatPhone(dealer.phone)}</Nowrap>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{dealer.businessRegistrationNumber ?? '없음'}</Nowrap>
                  </TableCell>
                  <TableCell>
                    <DealerStatusBadge status={dealer.status} />
                  </TableCell>
                  <TableCell align="end">{formatNumber(dealer.bidCount)}개</TableCell>
                  <TableCell align="end">{formatNumber(dealer.openReportCount)}건</TableCell>
                  <TableCell>
                    <Nowrap>{formatDate(dealer.createdAt)}</Nowrap>
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
