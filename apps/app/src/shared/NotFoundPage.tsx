import { notFoundTitle } from '@quotemarket/contract';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Button, Heading, Text, vars } from '@quotemarket/ui';
import { paths } from '../paths';

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space[3]};
  padding: ${vars.space[16]} ${vars.space[6]};
  text-align: center;
`;

/** Any path the app does not know. */
export function NotFoundPage() {
  return (
    <Wrapper aria-labelledby="not-found-title" data-page="not-found">
      <Heading id="not-found-title">{notFoundTitle('page')}</Heading>
      <Text tone="subtle">주소가 바뀌었거나 사라진 페이지예요. 홈에서 다시 찾아 주세요.</Text>
      <Button asChild variant="outline">
        <Link to={paths.home()}>홈으로 가기</Link>
      </Button>
    </Wrapper>
  );
}
