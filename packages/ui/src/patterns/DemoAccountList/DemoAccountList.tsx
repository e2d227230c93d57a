import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { StyledAccountText, StyledItem, StyledList, StyledSection } from './DemoAccountList.styles';

export interface DemoAccount {
  /** Unique in the list: the account's e-mail. */
  key: string;
  /** Who the account is: a store's name, an operator's role. */
  name: ReactNode;
  /** A second line: the e-mail. */
  detail?: ReactNode;
  /** The button's label, naming the account: '역삼점으로 채우기'. */
  fillLabel: string;
}

export interface DemoAccountListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  accounts: readonly DemoAccount[];
  /** Fills the login form with that account; it does not sign in. */
  onFill: (key: string) => void;
  title?: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The demo accounts a development server offers under a console's login form, one fill button
 * each. Which accounts there are and what filling means is the app's: the kit only lists them.
 * Nothing is rendered without accounts (production offers none).
 */
export function DemoAccountList({
  accounts,
  onFill,
  title = '데모 계정',
  description = '개발 환경에서만 보여요. 고르면 로그인 정보가 채워져요.',
  ...rest
}: DemoAccountListProps) {
  const headingId = useId();
  if (accounts.length === 0) return null;
  return (
    <StyledSection data-qm="demo-account-list" aria-labelledby={headingId} {...rest}>
      <Heading level={2} size="sm" id={headingId}>
        {title}
      </Heading>
      <Text size="sm" tone="muted">
        {description}
      </Text>
      <StyledList>
        {accounts.map((account) => (
          <StyledItem key={account.key}>
            <StyledAccountText>
              <Text as="span">{account.name}</Text>
              {account.detail != null ? (
                <Text as="span" size="sm" tone="muted">
                  {account.detail}
                </Text>
              ) : null}
            </StyledAccountText>
            <Button variant="outline" size="sm" onClick={() => onFill(account.key)}>
              {account.fillLabel}
            </Button>
          </StyledItem>
        ))}
      </StyledList>
    </StyledSection>
  );
}
