import { useQuery } from '@tanstack/react-query';
import { listCompanies } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The carriers and makers, for the home's company logos; like the categories, they change rarely. */
export function useCompanies() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.home.companies(),
    queryFn: ({ signal }) => client.call(listCompanies, { signal }),
    staleTime: 10 * 60_000,
  });
}
