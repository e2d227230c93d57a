import { lazyFallbackPage } from '../shell/lazyFallbackPage';
import { NotFoundLoading } from './FallbackLoading';

/** Not Found in its own chunk, with the skeleton the spec gives it while that chunk loads. */
export const LazyNotFoundPage = lazyFallbackPage({
  id: 'not-found',
  load: () => import('./NotFoundPage'),
  pick: (module) => module.NotFoundPage,
  Loading: NotFoundLoading,
});
