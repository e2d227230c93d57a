import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  replyToSellerReview,
  type EndpointBody,
  type EndpointResponse,
  type listSellerReviews,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export type SellerReviewReplyInput = EndpointBody<typeof replyToSellerReview> & {
  ratingId: number;
};

type ReviewPages = InfiniteData<EndpointResponse<typeof listSellerReviews>>;

/**
 * Answers a buyer's review, or rewrites the answer (one per review). The answered review replaces
 * its old copy in the loaded review pages, so the list shows the reply without loading every page
 * again; the public store pages, which show replies too, are refreshed.
 */
export function useReplyToSellerReview() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, content }: SellerReviewReplyInput) =>
      client.call(replyToSellerReview, { params: { id: ratingId }, body: { content } }),
    onSuccess: (answered) => {
      queryClient.setQueriesData<ReviewPages>(
        { queryKey: queryKeys.seller.reviews({}) },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              list: page.list.map((review) =>
                review.ratingId === answered.ratingId ? answered : review,
              ),
            })),
          },
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.catalog.sellerStores() });
    },
  });
}
