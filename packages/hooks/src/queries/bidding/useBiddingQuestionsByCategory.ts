import { useQuery } from '@tanstack/react-query';
import { listBiddingQuestionsByCategory } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { questionsStaleTime } from './questionsStaleTime';

/** The wizard questions of a main category through `/bidding-requests/questions/category`. */
export function useBiddingQuestionsByCategory(categoryId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const query = { categoryId };
  return useQuery({
    queryKey: queryKeys.bidding.questionsByCategory(query),
    queryFn: ({ signal }) => client.call(listBiddingQuestionsByCategory, { query, signal }),
    staleTime: questionsStaleTime,
    enabled,
  });
}
