import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { StyledCard, StyledHeader, StyledScreen } from './SignInCard.styles';
import { signInCardVariants, type SignInCardWidth } from './SignInCard.variants';

export interface SignInCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page's `h1`: '견적마켓 파트너 로그인'. */
  title: ReactNode;
  /** The heading's id, for a form it names (`aria-labelledby`). */
  titleId?: string;
  /** A line under the heading: what this step asks for. */
  description?: ReactNode;
  width?: SignInCardWidth;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A signed-out page of a console: one card centred on the page (the page's `<main>`), its heading
 * and the form or step below. The consoles' logins and an operator's enrolment use it.
 */
export function SignInCard({
  title,
  titleId,
  description,
  width = signInCardVariants.width.default,
  children,
  ...rest
}: SignInCardProps) {
  return (
    <StyledScreen data-qm="sign-in-card" {...rest}>
      <StyledCard data-part="card" data-width={width}>
        <StyledHeader>
          <Heading level={1} size="lg" id={titleId}>
            {title}
          </Heading>
          {description != null ? (
            <Text size="sm" tone="muted">
              {description}
            </Text>
          ) : null}
        </StyledHeader>
        {children}
      </StyledCard>
    </StyledScreen>
  );
}
