import { SkeletonList } from '@quotemarket/ui';

/**
 * Inside the console's frame while the first page's code arrives (the data router's hydrate
 * fallback): the menu and the store's name stay, the page's place holds a skeleton.
 */
export function PageLoading() {
  return <SkeletonList count={3} label="화면을 불러오는 중" />;
}
