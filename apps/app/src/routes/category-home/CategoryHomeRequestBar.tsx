import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Text, vars } from '@quotemarket/ui';
import type { CategoryHomePageModel } from './useCategoryHomePage';

const RequestBar = styled.div`
  position: sticky;
  bottom: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} 0 0;
  background: ${vars.color.background};
`;

/**
 * The quote request at the foot of the page: a link to the category's request page, or for
 * internet a button that needs a chosen plan (and says so). '전체' has none.
 */
export function CategoryHomeRequestBar({ request }: { request: CategoryHomePageModel['request'] }) {
  const { button, hint } = request;
  if (button.kind === 'none') return null;
  return (
    <RequestBar>
      {hint && (
        <Text role="alert" size="sm" tone="danger">
          {hint}
        </Text>
      )}
      {button.kind === 'internet' ? (
        <Button size="lg" fullWidth onClick={request.requestInternetQuote}>
          {button.label}
        </Button>
      ) : (
        <Button asChild size="lg" fullWidth>
          <Link to={button.path}>{button.label}</Link>
        </Button>
      )}
    </RequestBar>
  );
}
