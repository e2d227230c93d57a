import { styled } from 'styled-components';
import { Skeleton, Spinner, Text, vars } from '@quotemarket/ui';

/**
 * What each fallback page shows while its code loads, as the spec gives them: a skeleton for Not
 * Found, a spinner for the server error, plain text for unauthorized.
 */
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[16]} ${vars.space[6]};
  text-align: center;
`;

export function NotFoundLoading() {
  return (
    <Wrapper role="status" data-loader="skeleton">
      <Skeleton variant="rect" width={64} height={64} />
      <Skeleton variant="text" width="60%" />
      <Skeleton variant="text" width="40%" />
      <Text tone="subtle">페이지 안내를 불러오는 중이에요…</Text>
    </Wrapper>
  );
}

export function ServerErrorLoading() {
  return (
    <Wrapper data-loader="spinner">
      <Spinner label="서버 오류 안내를 불러오는 중이에요…" />
      <Text tone="subtle" aria-hidden="true">
        서버 오류 안내를 불러오는 중이에요…
      </Text>
    </Wrapper>
  );
}

export function UnauthorizedLoading() {
  return (
    <Wrapper role="status" data-loader="text">
      <Text tone="subtle">접근 권한 안내를 불러오는 중이에요…</Text>
    </Wrapper>
  );
}
