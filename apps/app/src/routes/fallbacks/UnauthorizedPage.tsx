import { ErrorFallback } from '@quotemarket/ui';
import { paths } from '../../paths';

/** /unauthorized: the visitor may not see what they asked for. */
export function UnauthorizedPage() {
  return (
    <ErrorFallback
      title="접근 권한이 없어요"
      description="로그인이 필요하거나 이 화면을 볼 수 있는 권한이 없어요. 로그인한 뒤 다시 시도해 주세요."
      homeHref={paths.login()}
      homeLabel="로그인하러 가기"
    />
  );
}
