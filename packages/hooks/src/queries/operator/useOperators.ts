import { useQuery } from '@tanstack/react-query';
import { listOperators } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

export interface OperatorsOptions {
  /** False asks nothing: a role without `manageOperators` would only be refused (403). */
  enabled?: boolean;
}

/** Every operator account with its role and status (a 관리자's screen: others get a 403). */
export function useOperators({ enabled = true }: OperatorsOptions = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.operators(),
    queryFn: ({ signal }) => client.call(listOperators, { signal }),
    enabled,
  });
}
