import { useQuery } from '@tanstack/react-query';
import { getDevelopmentSmsOutbox } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import { queryKeys } from '../queries/queryKeys';

/**
 * Development only: the codes the development SMS sender "sent", newest first, for the e2e tests and
 * the dev helper that fills the code in. The server answers 404 in production.
 */
export function useDevelopmentSmsOutbox(phone?: string, { enabled = true } = {}) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.auth.developmentSmsOutbox(phone),
    queryFn: ({ signal }) =>
      client.call(getDevelopmentSmsOutbox, { query: phone ? { phone } : {}, signal }),
    enabled,
  });
}
