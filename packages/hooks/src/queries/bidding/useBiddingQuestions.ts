import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBiddingQuestions } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';
import { questionsStaleTime } from './questionsStaleTime';

/** The wizard questions of a main category, in order (the /v2 path). */
export function useBiddingQuestions(categoryId: number, { enabled = true } = {}) {
  return useQuery({ ...biddingQuestionsQuery(useApiClient(), categoryId), enabled });
}

/** The questions' query, for the hook and for the wizard's route (`biddingWizardEntryQueries`). */
export function biddingQuestionsQuery(client: ApiClient, categoryId: number) {
  const query = { categoryId };
  return queryOptions({
    queryKey: queryKeys.bidding.questions(query),
    queryFn: ({ signal }) => client.call(listBiddingQuestions, { query, signal }),
    staleTime: questionsStaleTime,
  });
}
