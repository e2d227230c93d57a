import { useQuery } from '@tanstack/react-query';
import { getAdminReport } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** One report with the dealer's status and the reviews a 후기 가리기 could pick from. */
export function useAdminReport(reportId: number) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.enforcement.reports.detail(reportId),
    queryFn: ({ signal }) => client.call(getAdminReport, { params: { id: reportId }, signal }),
  });
}
