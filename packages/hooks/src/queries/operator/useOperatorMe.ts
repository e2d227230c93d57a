import { useQuery } from '@tanstack/react-query';
import { getOperatorMe } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The signed-in operator and role: what the console's frame shows and what its screens allow. */
export function useOperatorMe() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.me(),
    queryFn: ({ signal }) => client.call(getOperatorMe, { signal }),
  });
}
