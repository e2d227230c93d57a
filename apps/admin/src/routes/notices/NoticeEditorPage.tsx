import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  contentMessages,
  noticeCategories,
  noticeContentMaxLength,
  noticeTitleMaxLength,
  operatorCan,
  type AdminNotice,
  type NoticeCategory,
  type NoticeInput,
} from '@quotemarket/contract';
import {
  ApiError,
  useAdminNotice,
  useOperatorMe,
  usePublishNotice,
  useSaveNotice,
} from '@quotemarket/hooks';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  ErrorFallback,
  formatDateTime,
  Heading,
  PageStack,
  SelectField,
  SkeletonList,
  SplitLayout,
  Text,
  Textarea,
  TextField,
  useToast,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PublicationStateBadge } from '../../shared/PublicationStateBadge';
import { ScheduleDialog } from '../../shared/ScheduleDialog';
import { NoticePreview } from './NoticePreview';
import { TitleGroup } from '../../shared/pageLayout';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;

const categoryOptions = noticeCategories.map((category) => ({ value: category, label: category }));

const blankNotice: NoticeInput = { category: '공지', title: '', mandatory: false, content: '' };

const inputOf = (notice: AdminNotice): NoticeInput => ({
  category: notice.category,
  title: notice.title,
  mandatory: notice.mandatory,
  content: notice.content,
});

const sameInput = (a: NoticeInput, b: NoticeInput) =>
  a.category === b.category &&
  a.title === b.title &&
  a.mandatory === b.mandatory &&
  a.content === b.content;

interface Problems {
  title?: string;
  content?: string;
}

/** The contract's rules, checked before the server is asked (it checks them again). */
function problemsOf(input: NoticeInput): Problems {
  return {
    ...(input.title.trim() === '' ? { title: contentMessages.titleRequired } : {}),
    ...(input.content.trim() === '' ? { content: contentMessages.contentRequired } : {}),
  };
}

/** `paths.newNotice()`: an empty editor; the first save makes the draft and moves to its address. */
export function NewNoticePage() {
  return <NoticeEditor notice={null} />;
}

/** `paths.notice(id)`: a notice in any state, its editor beside the buyer's view of it. */
export function NoticeEditorPage() {
  const id = Number(useParams().noticeId);
  const valid = Number.isInteger(id) && id > 0;
  const notice = useAdminNotice(valid ? id : 0);
  const missing = notice.error instanceof ApiError && notice.error.status === 404;
  if (!valid || missing) return <NotFoundPage />;
  if (notice.isPending) return <SkeletonList count={4} label="공지를 불러오는 중" />;
  if (notice.isError) {
    return (
      <ErrorFallback
        title="공지를 불러오지 못했어요"
        description={notice.error.message}
        onRetry={() => void notice.refetch()}
      />
    );
  }
  return <NoticeEditor key={notice.data.id} notice={notice.data} />;
}

function NoticeEditor({ notice }: { notice: AdminNotice | null }) {
  const me = useOperatorMe();
  const canWrite = me.data !== undefined && operatorCan(me.data.role, 'manageMarket');
  const [form, setForm] = useState<NoticeInput>(notice ? inputOf(notice) : blankNotice);
  const [problems, setProblems] = useState<Problems>({});
  const [confirmingPublish, setConfirmingPublish] = useState(false);
  const save = useSaveNotice();
  const publication = usePublishNotice();
  const navigate = useNavigate();
  const { toast } = useToast();
  // A new notice the server already made (a publish that failed after its save): a retry must
  // change that one, not make a second.
  const [created, setCreated] = useState<AdminNotice | null>(null);
  const stored = notice ?? created;
  const dirty = stored === null || !sameInput(form, inputOf(stored));
  const actionError = (publication.error ?? save.error)?.message ?? null;

  const change = (next: Partial<NoticeInput>) => setForm((current) => ({ ...current, ...next }));

  /** Shows the form's problems; true when there are none. */
  const checkForm = () => {
    const found = problemsOf(form);
    setProblems(found);
    return Object.keys(found).length === 0;
  };

  /**
   * The notice as the server holds it after saving the form, when it differs: publishing acts on
   * what the operator sees. The form then shows the saved (sanitised) content.
   */
  const persist = async (): Promise<AdminNotice> => {
    if (stored && !dirty) return stored;
    const saved = await save.mutateAsync({ noticeId: stored?.id, input: form });
    if (notice === null) setCreated(saved);
    setForm(inputOf(saved));
    return saved;
  };

  /** A new notice moves to its own address once the server has it. */
  const settle = (saved: AdminNotice, message: string) => {
    toast({ title: message, tone: 'success' });
    if (notice === null) void navigate(paths.notice(saved.id), { replace: true });
  };

  const saveDraft = () => {
    if (!checkForm()) return;
    publication.reset();
    persist().then(
      (saved) => settle(saved, '저장했어요.'),
      () => undefined, // shown from `save.error`
    );
  };

  const publish = async (publishAt?: string) => {
    publication.reset();
    const saved = await persist();
    const published = await publication.mutateAsync({
      noticeId: saved.id,
      publish: true,
      ...(publishAt ? { publishAt } : {}),
    });
    settle(published, publishAt ? '예약했어요.' : '게시했어요.');
  };

  const unpublish = async () => {
    if (!notice) return;
    save.reset();
    await publication.mutateAsync({ noticeId: notice.id, publish: false });
    toast({
      title: notice.state === 'scheduled' ? '예약을 취소했어요.' : '게시를 중단했어요.',
      tone: 'success',
    });
  };

  const state = notice?.state ?? 'draft';
  const pending = save.isPending || publication.isPending;

  const editor = (
    <Form
      aria-label="공지 내용"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        saveDraft();
      }}
    >
      <SelectField
        label="분류"
        options={categoryOptions}
        value={form.category}
        disabled={!canWrite}
        onValueChange={(value) => change({ category: value as NoticeCategory })}
      />
      <TextField
        label="제목"
        value={form.title}
        maxLength={noticeTitleMaxLength}
        readOnly={!canWrite}
        onChange={(event) => change({ title: event.target.value })}
        error={problems.title}
      />
      <Checkbox
        label="필독 공지"
        description="구매자 앱의 공지사항 목록 맨 위에 고정돼요."
        checked={form.mandatory}
        disabled={!canWrite}
        onCheckedChange={(checked) => change({ mandatory: checked === true })}
      />
      <Textarea
        label="내용 (HTML)"
        description="저장할 때 구매자 앱이 허용하는 태그만 남겨요. 스크립트와 허용되지 않은 속성은 지워져요."
        rows={16}
        maxLength={noticeContentMaxLength}
        readOnly={!canWrite}
        value={form.content}
        onChange={(event) => change({ content: event.target.value })}
        error={problems.content}
      />
      {canWrite && (
        <>
          {state === 'published' && (
            <Text size="sm" tone="subtle">
              게시 중인 공지는 저장하면 구매자 화면에 바로 반영돼요.
            </Text>
          )}
          <Actions>
            <Button type="submit" variant="secondary" loading={save.isPending && !pending}>
              {state === 'draft' ? '임시 저장' : '저장'}
            </Button>
            {state !== 'published' && (
              <ConfirmDialog
                trigger={<Button disabled={pending}>게시</Button>}
                open={confirmingPublish}
                // The form's problems first: nothing to confirm until they are fixed.
                onOpenChange={(next) => setConfirmingPublish(next && checkForm())}
                title="지금 게시할까요?"
                message={
                  dirty
                    ? '고친 내용을 저장하고, 바로 구매자 앱의 공지사항에 보여요.'
                    : '바로 구매자 앱의 공지사항에 보여요.'
                }
                confirmLabel="게시하기"
                onConfirm={() => publish()}
                errorMessage={actionError}
              />
            )}
            {state !== 'published' && (
              <ScheduleDialog
                trigger={
                  <Button variant="outline" disabled={pending}>
                    예약 게시
                  </Button>
                }
                onOpen={checkForm}
                shownIn="공지사항"
                pending={pending}
                error={actionError}
                onSchedule={(publishAt) => publish(publishAt)}
              />
            )}
            {state !== 'draft' && (
              <ConfirmDialog
                trigger={
                  <Button variant="outline" disabled={pending}>
                    {state === 'scheduled' ? '예약 취소' : '게시 중단'}
                  </Button>
                }
                title={state === 'scheduled' ? '예약을 취소할까요?' : '게시를 중단할까요?'}
                message="임시 저장으로 돌아가고, 구매자 앱에서는 바로 보이지 않아요."
                confirmLabel={state === 'scheduled' ? '예약 취소하기' : '게시 중단하기'}
                tone="danger"
                onConfirm={unpublish}
                errorMessage={actionError}
              />
            )}
          </Actions>
          {save.isError && !publication.isPending && (
            <Text role="alert" size="sm" tone="danger">
              {save.error.message}
            </Text>
          )}
        </>
      )}
    </Form>
  );

  return (
    <PageStack>
      <Text size="sm">
        <Link to={paths.notices()}>공지사항 목록</Link>
      </Text>
      <TitleGroup>
        <Heading level={1}>{notice ? notice.title : '새 공지'}</Heading>
        <PublicationStateBadge state={state} />
        {notice?.publishedAt && (
          <Text as="span" size="sm" tone="subtle">
            {state === 'scheduled' ? '예약 시각' : '게시 시각'} {formatDateTime(notice.publishedAt)}
          </Text>
        )}
      </TitleGroup>
      <SplitLayout
        secondaryWidth="medium"
        primary={editor}
        secondary={
          <section aria-labelledby="notice-preview-heading">
            <PageStack>
              <Heading level={2} size="sm" id="notice-preview-heading">
                구매자 화면 미리 보기
              </Heading>
              {notice && dirty && (
                <Text size="sm" tone="subtle">
                  저장하지 않은 고침은 미리 보기에 없어요. 저장하면 반영돼요.
                </Text>
              )}
              <NoticePreview noticeId={notice?.id ?? null} />
            </PageStack>
          </section>
        }
      />
    </PageStack>
  );
}
