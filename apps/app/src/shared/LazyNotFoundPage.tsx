import { lazy, Suspense } from 'react';
import { loadChunk } from '../shell/chunkReload';
import { NotFoundLoading } from './FallbackLoading';

const NotFoundPage = lazy(() =>
  loadChunk(() => import('./NotFoundPage')).then((m) => ({ default: m.NotFoundPage })),
);

/** Not Found in its own chunk, with the skeleton the spec gives it while that chunk loads. */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<NotFoundLoading />}>
      <NotFoundPage />
    </Suspense>
  );
}
