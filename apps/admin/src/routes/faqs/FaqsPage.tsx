import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  faqCategories,
  faqCategoryLabels,
  operatorCan,
  type AdminFaq,
} from '@quotemarket/contract';
import { useAdminFaqs, useOperatorMe, usePublishFaq } from '@quotemarket/hooks';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorFallback,
  formatDateTime,
  Heading,
  PageStack,
  SelectField,
  SkeletonList,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
  Text,
  useToast,
  vars,
} from '@quotemarket/ui';
import { PublicationStateBadge } from '../../shared/PublicationStateBadge';
import { ScheduleDialog } from '../../shared/ScheduleDialog';
import { Nowrap, PageHeader } from '../../shared/pageLayout';
import { FaqDialog } from './FaqDialog';

const Filter = styled.div`
  max-width: 200px;
`;

/** One table per category: fixed columns, so the groups line up one under another. */
const Group = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};

  & table {
    table-layout: fixed;
  }

  & th:nth-child(1) {
    width: 4.5rem;
  }

  & th:nth-child(3) {
    width: 7rem;
  }

  & th:nth-child(4),
  & th:nth-child(5) {
    width: 10rem;
  }

  & th:nth-child(6) {
    width: 15rem;
  }
`;

const RowActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
`;

const categoryOptions = [
  { value: '', label: '전체' },
  ...faqCategories.map((category) => ({ value: category, label: faqCategoryLabels[category] })),
];

const categoryOf = (text: string | null) => faqCategories.find((category) => category === text);

/**
 * `paths.faqs()`: every FAQ entry (drafts and schedules too) grouped by the buyer app's tabs, each
 * group in the buyers' order; the category filter lives in the address.
 */
export function FaqsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const category = categoryOf(searchParams.get('category'));
  const me = useOperatorMe();
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const faqs = useAdminFaqs(category);
  const entries = faqs.data ?? [];
  const defaults = {
    category: category ?? faqCategories[0],
    displayOrder: entries.reduce((last, faq) => Math.max(last, faq.displayOrder + 1), 0),
  };
  const groups = faqCategories
    .filter((each) => category === undefined || each === category)
    .map((each) => ({ category: each, faqs: entries.filter((faq) => faq.category === each) }))
    .filter((group) => group.faqs.length > 0);

  return (
    <PageStack>
      <PageHeader>
        <Heading level={1}>자주 묻는 질문</Heading>
        {canWrite && <FaqDialog trigger={<Button>질문 추가</Button>} defaults={defaults} />}
      </PageHeader>
      <Filter>
        <SelectField
          label="분류"
          options={categoryOptions}
          value={category ?? ''}
          onValueChange={(value) => {
            const next = categoryOf(value);
            setSearchParams(next ? { category: next } : {});
          }}
        />
      </Filter>
      {faqs.isPending ? (
        <SkeletonList count={5} label="자주 묻는 질문을 불러오는 중" />
      ) : faqs.isError ? (
        <ErrorFallback
          title="자주 묻는 질문을 불러오지 못했어요"
          description={faqs.error.message}
          onRetry={() => void faqs.refetch()}
        />
      ) : groups.length === 0 ? (
        <EmptyState
          title={
            category
              ? `${faqCategoryLabels[category]} 분류의 질문이 없어요`
              : '아직 자주 묻는 질문이 없어요'
          }
          description="질문을 추가하면 여기에 보여요."
        />
      ) : (
        groups.map((group) => (
          <Group key={group.category} aria-labelledby={`faq-group-${group.category}`}>
            <Heading level={2} size="sm" id={`faq-group-${group.category}`}>
              {faqCategoryLabels[group.category]}{' '}
              <Text as="span" size="sm" tone="subtle">
                {group.faqs.length}개
              </Text>
            </Heading>
            <Table caption={`${faqCategoryLabels[group.category]} 질문`} hideCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell align="end">순서</TableHeaderCell>
                  <TableHeaderCell>질문</TableHeaderCell>
                  <TableHeaderCell>상태</TableHeaderCell>
                  <TableHeaderCell>게시 시각 (KST)</TableHeaderCell>
                  <TableHeaderCell>수정 시각 (KST)</TableHeaderCell>
                  {canWrite && <TableHeaderCell align="end">작업</TableHeaderCell>}
                </TableRow>
              </TableHead>
              <TableBody>
                {group.faqs.map((faq) => (
                  <TableRow key={faq.id}>
                    <TableCell align="end">{faq.displayOrder}</TableCell>
                    <TableCell>{faq.question}</TableCell>
                    <TableCell>
                      <PublicationStateBadge state={faq.state} />
                    </TableCell>
                    <TableCell>
                      <Nowrap>{faq.publishedAt ? formatDateTime(faq.publishedAt) : '—'}</Nowrap>
                    </TableCell>
                    <TableCell>
                      <Nowrap>{formatDateTime(faq.updatedAt)}</Nowrap>
                    </TableCell>
                    {canWrite && (
                      <TableCell align="end">
                        <RowActions>
                          <FaqDialog
                            faq={faq}
                            defaults={defaults}
                            trigger={
                              <Button
                                size="sm"
                                variant="secondary"
                                aria-label={`수정: ${faq.question}`}
                              >
                                수정
                              </Button>
                            }
                          />
                          <FaqPublication faq={faq} />
                        </RowActions>
                      </TableCell>
                    )}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Group>
        ))
      )}
    </PageStack>
  );
}

/**
 * A draft is published now or scheduled (예약 게시); a published or scheduled entry goes back to a
 * draft after asking (게시 중단, 예약 취소).
 */
function FaqPublication({ faq }: { faq: AdminFaq }) {
  const publication = usePublishFaq();
  const { toast } = useToast();
  const error = publication.error?.message ?? null;
  if (faq.state !== 'draft') {
    const verb = faq.state === 'scheduled' ? '예약 취소' : '게시 중단';
    return (
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`${verb}: ${faq.question}`}>
            {verb}
          </Button>
        }
        title={`질문을 ${verb}할까요?`}
        message="임시 저장으로 돌아가고, 구매자 앱에서는 바로 보이지 않아요."
        confirmLabel={`${verb}하기`}
        tone="danger"
        onConfirm={async () => {
          publication.reset();
          await publication.mutateAsync({ faqId: faq.id, publish: false });
          toast({ title: `${verb}했어요.`, tone: 'success' });
        }}
        errorMessage={error}
      >
        <Text>{faq.question}</Text>
      </ConfirmDialog>
    );
  }
  return (
    <>
      <ConfirmDialog
        trigger={
          <Button size="sm" aria-label={`게시: ${faq.question}`}>
            게시
          </Button>
        }
        title="질문을 게시할까요?"
        message="바로 구매자 앱의 자주 묻는 질문에 보여요."
        confirmLabel="게시하기"
        onConfirm={async () => {
          publication.reset();
          await publication.mutateAsync({ faqId: faq.id, publish: true });
          toast({ title: '게시했어요.', tone: 'success' });
        }}
        errorMessage={error}
      >
        <Text>{faq.question}</Text>
      </ConfirmDialog>
      <ScheduleDialog
        trigger={
          <Button size="sm" variant="outline" aria-label={`예약 게시: ${faq.question}`}>
            예약 게시
          </Button>
        }
        onOpen={() => {
          publication.reset();
          return true;
        }}
        shownIn="자주 묻는 질문"
        pending={publication.isPending}
        error={error}
        onSchedule={async (publishAt) => {
          await publication.mutateAsync({ faqId: faq.id, publish: true, publishAt });
          toast({
            title: `${formatDateTime(publishAt)}에 게시하도록 예약했어요.`,
            tone: 'success',
          });
        }}
      />
    </>
  );
}
