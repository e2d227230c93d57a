import { useNavigate } from 'react-router-dom';
import { ErrorFallback } from '@quotemarket/ui';
import { paths } from '../../paths';

/** /server-error: the server could not answer. */
export function ServerErrorPage() {
  const navigate = useNavigate();
  return (
    <ErrorFallback
      title="서버에 문제가 생겼어요"
      description="요청을 처리하지 못했어요. 잠시 후 다시 시도해 주세요."
      retryLabel="이전 화면에서 다시 시도"
      onRetry={() => void navigate(-1)}
      homeHref={paths.home()}
      homeLabel="홈으로 가기"
    />
  );
}
