import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useTutorialScript } from '@quotemarket/hooks';
import {
  AnswerButtons,
  Button,
  ChatBubble,
  ChatLayout,
  ChatTranscript,
  Heading,
  Text,
  TypingIndicator,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { tutorialGuideName, tutorialScript } from './tutorialScript';

const Ending = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[2]};
  text-align: center;
`;

/**
 * `/tutorial-page`: a scripted chat of a phone store visit (document 001 §4 "Tutorial"). A step
 * every 3 s, holding at each question until it is answered (a hint after 5 s), a skip button from
 * the seventh step, and at the end the way home.
 */
export function TutorialPage() {
  const script = useTutorialScript(tutorialScript);
  const { visibleSteps, answers, isWaitingForChoice, isFinished } = script;
  const waitingIndex = isWaitingForChoice ? visibleSteps.length - 1 : null;
  const waitingStep = waitingIndex === null ? null : visibleSteps[waitingIndex];

  const footer = isFinished ? (
    <Ending>
      <Heading level={2} size="md">
        {tutorialGuideName}
      </Heading>
      <Text size="sm" tone="subtle">
        이제 원하는 상품을 골라 최저가 견적을 받아 보세요.
      </Text>
      <Button size="lg" fullWidth asChild>
        <Link to={paths.home()}>홈으로 가기</Link>
      </Button>
    </Ending>
  ) : waitingStep || script.canSkip ? (
    <>
      {waitingStep && waitingIndex !== null && (
        <AnswerButtons
          label={waitingStep.text}
          options={waitingStep.choices ?? []}
          selectedId={null}
          onSelect={(id) => script.choose(waitingIndex, String(id))}
        />
      )}
      {script.idleHint && (
        <Text role="status" size="sm" tone="subtle">
          {script.idleHint}
        </Text>
      )}
      {script.canSkip && (
        <Button variant="ghost" size="md" fullWidth onClick={script.skip}>
          건너뛰기
        </Button>
      )}
    </>
  ) : undefined;

  return (
    <ChatLayout data-page="tutorial" footer={footer} footerLabel="튜토리얼 진행">
      <ChatTranscript label="휴대폰 매장 대화">
        {visibleSteps.flatMap((step, index) => {
          const chosen = step.choices?.find((choice) => choice.id === answers[index]);
          return [
            <ChatBubble key={step.id} side="dealer" name={tutorialGuideName}>
              {step.text}
            </ChatBubble>,
            ...(chosen
              ? [
                  <ChatBubble key={`${step.id}-answer`} side="shopper">
                    {chosen.label}
                  </ChatBubble>,
                ]
              : []),
          ];
        })}
        {!isFinished && !isWaitingForChoice && (
          <TypingIndicator
            key="typing"
            name={tutorialGuideName}
            label="다음 안내를 준비하고 있어요"
          />
        )}
      </ChatTranscript>
    </ChatLayout>
  );
}
