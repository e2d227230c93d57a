import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@quotemarket/ui';
import { adminBasename, paths } from '../../paths';
import { NotFoundPage } from '../../shared/NotFoundPage';

/** Reloads the document: the way to retry a page whose code or render failed. */
function reloadDocument() {
  window.location.reload();
}

export interface AdminErrorPageProps {
  /** What '다시 시도' does; a full reload by default (tests pass a spy). */
  onRetry?: () => void;
}

/**
 * The console's error boundary (`errorElement`): a render error, a page whose code failed to load
 * or a thrown response end here, in Korean, instead of the router's own English screen.
 */
export function AdminErrorPage({ onRetry = reloadDocument }: AdminErrorPageProps) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!isNotFound) console.error('운영 콘솔 화면을 그리지 못했어요', error);
  }, [error, isNotFound]);

  if (isNotFound) return <NotFoundPage />;
  return (
    <ErrorFallback
      title="문제가 생겼어요"
      description="저희 쪽에 일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요."
      onRetry={onRetry}
      homeHref={`${adminBasename}${paths.home()}`}
      homeLabel="대시보드로 가기"
    />
  );
}
