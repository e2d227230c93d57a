import { useQuery } from '@tanstack/react-query';
import { listBiddingQuestions } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';
import { questionsStaleTime } from './questionsStaleTime';

/** The wizard questions of a main category, in order (the /v2 path). */
export function useBiddingQuestions(categoryId: number, { enabled = true } = {}) {
  const client = useApiClient();
  const query = { categoryId };
  return useQuery({
    queryKey: queryKeys.bidding.questions(query),
    queryFn: ({ signal }) => client.call(listBiddingQuestions, { query, signal }),
    staleTime: questionsStaleTime,
    enabled,
  });
}
