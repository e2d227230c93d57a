import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorFallback } from '@quotemarket/ui';
import { paths } from '../../paths';
import { LazyNotFoundPage } from '../../shared/LazyNotFoundPage';

/** Reloads the document: the way to retry a page whose code or render failed. */
export function reloadDocument() {
  window.location.reload();
}

export interface RouteErrorPageProps {
  /** What '다시 시도' does; a full reload by default (tests pass a spy). */
  onRetry?: () => void;
}

/**
 * The routes' error boundary (`errorElement`): a render error, a failing lazy page (after its one
 * reload) or a thrown response all end here. The error is logged, the visitor gets the generic
 * fallback: a problem on our side, try again later.
 */
export function RouteErrorPage({ onRetry = reloadDocument }: RouteErrorPageProps) {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!isNotFound) console.error('화면을 그리지 못했어요', error);
  }, [error, isNotFound]);

  if (isNotFound) return <LazyNotFoundPage />;
  return (
    <ErrorFallback
      title="문제가 생겼어요"
      description="저희 쪽에 일시적인 문제가 생겼어요. 잠시 후 다시 시도해 주세요."
      onRetry={onRetry}
      homeHref={paths.home()}
      homeLabel="홈으로 가기"
    />
  );
}
