import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import {
  contentMessages,
  faqAnswerMaxLength,
  faqCategories,
  faqCategoryLabels,
  faqDisplayOrderMax,
  faqQuestionMaxLength,
  type AdminFaq,
  type FaqCategory,
  type FaqInput,
} from '@quotemarket/contract';
import { useSaveFaq } from '@quotemarket/hooks';
import {
  Button,
  Dialog,
  DialogClose,
  formatDateTime,
  SelectField,
  Text,
  Textarea,
  TextField,
  useToast,
  vars,
} from '@quotemarket/ui';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const categoryOptions = faqCategories.map((category) => ({
  value: category,
  label: faqCategoryLabels[category],
}));

interface Draft {
  category: FaqCategory;
  question: string;
  answer: string;
  /** As typed: checked to be a whole number on save. */
  displayOrder: string;
}

type Problems = Partial<Record<'question' | 'answer' | 'displayOrder', string>>;

/** The contract's rules, checked before the server is asked (it checks them again). */
function inputOf(draft: Draft): { input: FaqInput } | { problems: Problems } {
  const order = draft.displayOrder.trim() === '' ? Number.NaN : Number(draft.displayOrder);
  const problems: Problems = {
    ...(draft.question.trim() === '' ? { question: contentMessages.questionRequired } : {}),
    ...(draft.answer.trim() === '' ? { answer: contentMessages.answerRequired } : {}),
    ...(Number.isInteger(order) && order >= 0 && order <= faqDisplayOrderMax
      ? {}
      : { displayOrder: contentMessages.displayOrderInvalid }),
  };
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      category: draft.category,
      question: draft.question.trim(),
      answer: draft.answer.trim(),
      displayOrder: order,
    },
  };
}

/** What saving does for buyers, by where the entry stands. */
function descriptionOf(faq: AdminFaq | undefined): string {
  if (faq?.state === 'published') {
    return '게시 중인 질문이에요. 저장하면 구매자 앱에 바로 반영돼요.';
  }
  if (faq?.state === 'scheduled' && faq.publishedAt) {
    return `${formatDateTime(faq.publishedAt)}에 게시하도록 예약된 질문이에요. 저장한 내용이 그때 구매자 앱에 보여요.`;
  }
  return '임시 저장돼요. 게시해야 구매자 앱에 보여요.';
}

export interface FaqDialogProps {
  trigger: ReactNode;
  /** The entry to change; none adds a draft. */
  faq?: AdminFaq;
  /** A new entry's first category and order (after the last one shown). */
  defaults: { category: FaqCategory; displayOrder: number };
}

/** 질문 추가 / 수정: a new entry is saved as a draft; a published one changes for buyers at once. */
export function FaqDialog({ trigger, faq, defaults }: FaqDialogProps) {
  const blank = (): Draft =>
    faq
      ? { ...faq, displayOrder: String(faq.displayOrder) }
      : {
          category: defaults.category,
          question: '',
          answer: '',
          displayOrder: String(defaults.displayOrder),
        };
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(blank);
  const [problems, setProblems] = useState<Problems>({});
  const save = useSaveFaq();
  const { toast } = useToast();

  const changeOpen = (next: boolean) => {
    if (save.isPending) return;
    setOpen(next);
    if (next) {
      setDraft(blank());
      setProblems({});
      save.reset();
    }
  };
  const change = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));

  const submit = () => {
    const checked = inputOf(draft);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    save.mutate(
      { faqId: faq?.id, input: checked.input },
      {
        onSuccess: () => {
          setOpen(false);
          toast({ title: faq ? '질문을 고쳤어요.' : '질문을 임시 저장했어요.', tone: 'success' });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title={faq ? '자주 묻는 질문 수정' : '자주 묻는 질문 추가'}
      description={descriptionOf(faq)}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" size="lg" disabled={save.isPending}>
              취소
            </Button>
          </DialogClose>
          <Button size="lg" loading={save.isPending} onClick={submit}>
            저장하기
          </Button>
        </>
      }
    >
      <Fields>
        <SelectField
          label="분류"
          options={categoryOptions}
          value={draft.category}
          onValueChange={(value) => change({ category: value as FaqCategory })}
        />
        <TextField
          label="질문"
          value={draft.question}
          maxLength={faqQuestionMaxLength}
          onChange={(event) => change({ question: event.target.value })}
          error={problems.question}
        />
        <Textarea
          label="답변"
          description="줄글로 써 주세요. 구매자 앱은 글자 그대로 보여 줘요(HTML 아님)."
          rows={6}
          maxLength={faqAnswerMaxLength}
          value={draft.answer}
          onChange={(event) => change({ answer: event.target.value })}
          error={problems.answer}
        />
        <TextField
          label="순서"
          description="작을수록 먼저 보여요."
          inputMode="numeric"
          value={draft.displayOrder}
          onChange={(event) => change({ displayOrder: event.target.value })}
          error={problems.displayOrder}
        />
        {save.isError && (
          <Text role="alert" size="sm" tone="danger">
            {save.error.message}
          </Text>
        )}
      </Fields>
    </Dialog>
  );
}
