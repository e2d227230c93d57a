import { notFoundTitle } from '@quotemarket/contract';
import { Link } from 'react-router-dom';
import { Button, EmptyState, Heading, PageStack } from '@quotemarket/ui';
import { paths } from '../paths';

/** Any console path the route table does not know. */
export function NotFoundPage() {
  return (
    <PageStack>
      <Heading level={1}>{notFoundTitle('page')}</Heading>
      <EmptyState
        title="주소가 바뀌었거나 없는 페이지예요."
        description="메뉴에서 다시 골라 주세요."
        action={
          <Button asChild variant="outline">
            <Link to={paths.home()}>대시보드로 가기</Link>
          </Button>
        }
      />
    </PageStack>
  );
}
