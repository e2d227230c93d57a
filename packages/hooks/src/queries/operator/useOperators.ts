import { useQuery } from '@tanstack/react-query';
import { listOperators } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Every operator account with its role and status (a 관리자's screen: others get a 403). */
export function useOperators() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.operators(),
    queryFn: ({ signal }) => client.call(listOperators, { signal }),
  });
}
