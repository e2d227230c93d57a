import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Carousel, Heading, Text, vars } from '@quotemarket/ui';

const Slide = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 220px;
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySubtle};
  text-align: center;
`;

/** The developer's hidden tap: looks like the word around it. */
const HiddenTap = styled.button`
  display: inline;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: default;
`;

interface LoginIntroProps {
  /** On development hosts the word '끝' of the first slide logs in as the developer. */
  onDeveloperTap: (() => void) | undefined;
}

/** The two slides that introduce the service. */
export function LoginIntro({ onDeveloperTap }: LoginIntroProps) {
  const doneWord: ReactNode = onDeveloperTap ? (
    <HiddenTap type="button" data-dev-tap="" onClick={onDeveloperTap}>
      끝
    </HiddenTap>
  ) : (
    '끝'
  );

  const slides = [
    <Slide key="compare">
      <Heading level={2} size="xl">
        여러 판매점의 최저가 견적,
        <br />한 번에 비교하면 {doneWord}!
      </Heading>
      <Text tone="subtle">
        휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티까지 견적 요청 한 번으로 받아 보세요.
      </Text>
    </Slide>,
    <Slide key="choose">
      <Heading level={2} size="xl">
        받은 견적을 비교하고
        <br />
        마음에 드는 판매점에 구매 신청
      </Heading>
      <Text tone="subtle">판매점이 보낸 견적을 한눈에 보고, 가장 좋은 조건을 선택하세요.</Text>
    </Slide>,
  ];

  return <Carousel slides={slides} label="견적마켓 소개" />;
}
