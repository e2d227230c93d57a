import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { withDirection, type BiddingQuestion } from '@quotemarket/contract';
import {
  AnswerButtons,
  Button,
  MutedText,
  RadioGroup,
  Text,
  TextField,
  vars,
} from '@quotemarket/ui';
import { answerLayout, emptyTextAnswerMessage, initialRadioOption } from './biddingRules';
import type { BiddingPageModel } from './useBiddingPage';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[2]};
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

interface BiddingAnswersProps {
  page: BiddingPageModel;
}

/**
 * The answer area under the conversation: the way to the product's page when its options are still
 * to be chosen, start or go back before the first answer, the current question's answers (buttons,
 * a contract-period picker or a text box), and the request button once every answer is in.
 */
export function BiddingAnswers({ page }: BiddingAnswersProps) {
  const areaRef = useRef<HTMLDivElement>(null);
  const questionId = page.current?.questionId ?? null;
  const answeredHere = useRef(false);

  // After an answer the buttons it pressed are gone: the next question's first answer takes focus,
  // so a keyboard or screen-reader user carries on where they were.
  useEffect(() => {
    if (!answeredHere.current) return;
    const area = areaRef.current;
    const active = document.activeElement;
    if (!area || (active && active !== document.body && !area.contains(active))) return;
    area.querySelector<HTMLElement>('button:not(:disabled), input, [role="radio"]')?.focus();
  }, [questionId]);

  if (page.isSent) {
    return <MutedText role="status">견적 요청을 보냈어요.</MutedText>;
  }

  if (page.optionsToChoose) {
    return (
      <Stack>
        <Text role="status">
          이 상품은 {page.optionsToChoose.names.join(', ')} 옵션을 먼저 골라야 견적을 요청할 수
          있어요.
        </Text>
        <MutedText>
          상품 페이지에서 옵션을 고르면 이 견적 요청으로 돌아와요. 답변은 그대로 남아요.
        </MutedText>
        <Button size="lg" fullWidth asChild>
          <Link to={page.optionsToChoose.href}>상품 페이지에서 옵션 고르기</Link>
        </Button>
      </Stack>
    );
  }

  if (page.entryPrompt === 'start') {
    return (
      <Stack>
        <Text size="sm" tone="subtle">
          질문 몇 개에 답하면 판매점들이 48시간 동안 최저가 견적을 보내요.
        </Text>
        <Row>
          <Button variant="secondary" size="lg" asChild>
            <Link to={page.categoryHome}>나중에 할게요</Link>
          </Button>
          <Button size="lg" onClick={page.begin}>
            시작하기
          </Button>
        </Row>
      </Stack>
    );
  }

  const answer: BiddingPageModel['answer'] = (choice, text) => {
    answeredHere.current = true;
    return page.answer(choice, text);
  };

  return (
    <Stack ref={areaRef}>
      {page.current && (
        <QuestionAnswers
          key={page.current.questionId}
          question={page.current}
          options={page.currentOptions}
          disabled={page.isSaving || page.isSending}
          onAnswer={answer}
        />
      )}
      {page.saveError && (
        <Text role="alert" size="sm" tone="danger">
          {page.saveError}
        </Text>
      )}
      {page.canSend && (
        <>
          {page.isSending && <MutedText role="status">견적을 요청하고 있어요.</MutedText>}
          <Button
            size="lg"
            fullWidth
            loading={page.isSending}
            disabled={page.isSaving}
            onClick={page.confirm.ask}
          >
            지금 바로 견적 받기
          </Button>
        </>
      )}
      {!page.current && !page.canSend && (
        <MutedText role="status">견적을 요청하려면 답변이 더 필요해요.</MutedText>
      )}
    </Stack>
  );
}

interface QuestionAnswersProps {
  question: BiddingQuestion;
  options: BiddingPageModel['currentOptions'];
  disabled: boolean;
  onAnswer: BiddingPageModel['answer'];
}

function QuestionAnswers({ question, options, disabled, onAnswer }: QuestionAnswersProps) {
  switch (question.kind) {
    case 'RADIO':
      return (
        <RadioAnswer
          question={question}
          options={options}
          disabled={disabled}
          onAnswer={onAnswer}
        />
      );
    case 'INPUT':
      return <TextAnswer question={question} disabled={disabled} onAnswer={onAnswer} />;
    case 'CHOICE':
      return (
        <AnswerButtons
          label={question.questionText}
          layout={answerLayout(options)}
          options={options.map((option) => ({ id: option.optionId, label: option.buttonText }))}
          selectedId={null}
          disabled={disabled}
          onSelect={(id) => {
            const option = options.find((candidate) => candidate.optionId === id);
            if (option) void onAnswer({ optionId: option.optionId }, option.optionText);
          }}
        />
      );
  }
}

/** A picker that starts on its default (36 months), confirmed with one button. */
function RadioAnswer({ question, options, disabled, onAnswer }: QuestionAnswersProps) {
  const [value, setValue] = useState(() => String(initialRadioOption(question) ?? ''));
  const chosen = options.find((option) => String(option.optionId) === value);
  return (
    <Stack>
      <RadioGroup
        label={question.questionText}
        hideLabel
        variant="chip"
        orientation="horizontal"
        options={options.map((option) => ({
          value: String(option.optionId),
          label: option.buttonText,
        }))}
        value={value}
        onValueChange={setValue}
        disabled={disabled}
      />
      <Button
        size="lg"
        fullWidth
        disabled={disabled || !chosen}
        onClick={() => {
          if (chosen) void onAnswer({ optionId: chosen.optionId }, chosen.optionText);
        }}
      >
        {chosen ? `${withDirection(chosen.optionText)} 할게요` : '하나를 골라 주세요'}
      </Button>
    </Stack>
  );
}

/** A typed answer; an empty one is refused with a message. */
function TextAnswer({ question, disabled, onAnswer }: Omit<QuestionAnswersProps, 'options'>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(emptyTextAnswerMessage);
      return;
    }
    setError(null);
    void onAnswer({ text: trimmed }, trimmed);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextField
          label={question.questionText}
          value={text}
          maxLength={200}
          disabled={disabled}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="lg" fullWidth disabled={disabled}>
          답변 보내기
        </Button>
      </Stack>
    </form>
  );
}
