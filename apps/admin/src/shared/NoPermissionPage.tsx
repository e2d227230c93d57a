import { Link } from 'react-router-dom';
import { operatorMessages } from '@quotemarket/contract';
import { Button, EmptyState, Heading, PageStack } from '@quotemarket/ui';
import { paths } from '../paths';

export interface NoPermissionPageProps {
  /** The screen's name, kept as its heading so the operator knows where they are. */
  title: string;
}

/** A screen the operator's role cannot open: said plainly, with the way back. */
export function NoPermissionPage({ title }: NoPermissionPageProps) {
  return (
    <PageStack>
      <Heading level={1}>{title}</Heading>
      <EmptyState
        title="권한이 없어요"
        description={`${operatorMessages.noPermission} 필요하면 관리자에게 요청해 주세요.`}
        action={
          <Button asChild variant="outline">
            <Link to={paths.home()}>대시보드로 가기</Link>
          </Button>
        }
      />
    </PageStack>
  );
}
