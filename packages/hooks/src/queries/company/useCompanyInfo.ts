import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompanyInfo } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import type { ApiClient } from '../../api/createApiClient';
import { queryKeys } from '../queryKeys';

/** The company details' query, for the hook and for a route that asks for it before rendering. */
export function companyInfoQuery(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.company.info(),
    queryFn: ({ signal }) => client.call(getCompanyInfo, { signal }),
    // Configuration: it changes only with a restart of the server.
    staleTime: 60 * 60_000,
  });
}

/** Who runs the service and how to reach them (the footer, 1:1 문의, the privacy policy). */
export function useCompanyInfo() {
  return useQuery(companyInfoQuery(useApiClient()));
}
