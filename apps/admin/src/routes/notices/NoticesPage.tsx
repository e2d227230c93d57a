import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  noticeCategories,
  operatorCan,
  publicationStateLabels,
  publicationStates,
  type NoticeCategory,
  type PublicationState,
} from '@quotemarket/contract';
import { useAdminNotices, useOperatorMe } from '@quotemarket/hooks';
import {
  Badge,
  Button,
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
} from '@quotemarket/ui';
import { paths } from '../../paths';
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

/**
 * `paths.notices()`: every notice (drafts and schedules too), the most recently edited first,
 * filtered and paged by the server; the filters and the page live in the address.
 */
export function NoticesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateOf(searchParams.get('state'));
  const category = categoryOf(searchParams.get('category'));
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const me = useOperatorMe();
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const notices = useAdminNotices({ state, category }, { page });

  const show = (next: {
    state: PublicationState | undefined;
    category: NoticeCategory | undefined;
    page: number;
  }) =>
    setSearchParams({
      ...(next.state ? { state: next.state } : {}),
      ...(next.category ? { category: next.category } : {}),
      page: String(next.page),
    });
  const filtered = state !== undefined || category !== undefined;

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
          onValueChange={(value) => show({ state: stateOf(value), category, page: 1 })}
        />
        <SelectField
          label="분류"
          options={categoryOptions}
          value={category ?? ''}
          onValueChange={(value) => show({ state, category: categoryOf(value), page: 1 })}
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
        onPageChange={(next) => show({ state, category, page: next })}
      >
        {(list, busy) => (
          <Table caption="공지사항" hideCaption aria-busy={busy}>
            <TableHead>
              <TableRow>
                <TableHeaderCell>제목</TableHeaderCell>
                <TableHeaderCell>분류</TableHeaderCell>
                <TableHeaderCell>상태</TableHeaderCell>
                <TableHeaderCell>게시 시각 (KST)</TableHeaderCell>
                <TableHeaderCell>수정 시각 (KST)</TableHeaderCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((notice) => (
                <TableRow key={notice.id}>
                  <TableCell>
                    <InlineGroup>
                      {notice.mandatory && <Badge tone="danger">필독</Badge>}
                      <Link to={paths.notice(notice.id)}>{notice.title}</Link>
                    </InlineGroup>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{notice.category}</Nowrap>
                  </TableCell>
                  <TableCell>
                    <PublicationStateBadge state={notice.state} />
                  </TableCell>
                  <TableCell>
                    <Nowrap>{notice.publishedAt ? formatDateTime(notice.publishedAt) : '—'}</Nowrap>
                  </TableCell>
                  <TableCell>
                    <Nowrap>{formatDateTime(notice.updatedAt)}</Nowrap>
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
