import { SkeletonList } from '@quotemarket/ui';

/** Inside the console's frame while a page's code arrives: the menu stays, the page's place waits. */
export function PageLoading() {
  return <SkeletonList count={3} label="화면을 불러오는 중" />;
}
