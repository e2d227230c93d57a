import { useQuery } from '@tanstack/react-query';
import { listAuditOperators } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** Every operator's name for the audit log's 운영자 filter: every role may read them. */
export function useAuditOperators() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.auditLog.operators(),
    queryFn: ({ signal }) => client.call(listAuditOperators, { signal }),
  });
}
