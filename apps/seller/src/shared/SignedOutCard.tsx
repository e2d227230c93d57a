import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Heading, vars } from '@quotemarket/ui';

const Screen = styled.main`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  min-height: 100vh;
  padding: ${vars.space[6]} ${vars.space[4]};
  background: ${vars.color.background};
`;

const Card = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  width: 100%;
  max-width: ${(props) => (props.$wide ? '560px' : '420px')};
  padding: ${vars.space[8]} ${vars.space[6]};
  border-radius: ${vars.radius.xl};
  background: ${vars.color.surface};
  box-shadow: ${vars.shadow.md};
`;

/**
 * A console page for someone not signed in (입점 신청, its status, the first password): one card
 * in the middle of the screen, titled by `title`.
 */
export function SignedOutCard({
  title,
  titleId,
  wide = false,
  children,
}: {
  title: string;
  titleId: string;
  /** The application form's width, for its two-column rows on a desktop. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Screen aria-labelledby={titleId}>
      <Card $wide={wide}>
        <Heading level={1} size="lg" id={titleId}>
          {title}
        </Heading>
        {children}
      </Card>
    </Screen>
  );
}
