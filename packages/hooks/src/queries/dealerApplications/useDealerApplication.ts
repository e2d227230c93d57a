import { useQuery } from '@tanstack/react-query';
import { getDealerApplication } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One application in full, with the 사업자등록증 photo (operators only). */
export function useDealerApplication(id: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.dealerApplications.detail(id),
    queryFn: ({ signal }) => client.call(getDealerApplication, { params: { id }, signal }),
    // An address without a usable id is the page's not-found, not a request.
    enabled: id > 0,
  });
}
