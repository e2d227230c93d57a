import { useQuery } from '@tanstack/react-query';
import { getOperatorEnrolment } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Whose account an enrolment link sets up, with the QR code and key for the authenticator app.
 * Asks nothing without a token (a link cut short); an invalid or used one fails with the API's
 * Korean message.
 */
export function useOperatorEnrolment(token: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.operator.enrolment(token),
    queryFn: ({ signal }) => client.call(getOperatorEnrolment, { query: { token }, signal }),
    enabled: token !== '',
    // The secret does not change while the link is open; asking again would only re-draw the QR.
    staleTime: Infinity,
  });
}
