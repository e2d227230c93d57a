import { listSellerReviews } from '@quotemarket/contract';
import { queryKeys } from '../queryKeys';
import { usePagedList } from '../usePagedList';
import { sellerPaging } from './sellerSession';

/** Reviews buyers left for the dealer, newest first, ten at a time, with the average rating. */
export function useSellerReviews() {
  const list = usePagedList(listSellerReviews, {
    queryKey: queryKeys.seller.reviews({}),
    paging: sellerPaging,
  });
  return { ...list, averageRating: list.data?.pages[0]?.averageRating };
}
