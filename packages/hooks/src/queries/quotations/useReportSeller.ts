import { useMutation } from '@tanstack/react-query';
import { reportSeller, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Reports a dealer who quoted on the buyer's request; check the text with `reportContentProblem`. */
export function useReportSeller() {
  const client = useApiClient();
  // A report changes nothing the buyer's screens read.
  return useMutation({
    mutationFn: (body: EndpointBody<typeof reportSeller>) => client.call(reportSeller, { body }),
  });
}
