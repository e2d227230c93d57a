import { useMutation } from '@tanstack/react-query';
import { submitInquiry, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Sends a 1:1 문의 (a buyer's or a guest's); check the form with `inquiryProblems` first. */
export function useSubmitInquiry() {
  const client = useApiClient();
  // An inquiry changes nothing the buyer's screens read.
  return useMutation({
    mutationFn: (body: EndpointBody<typeof submitInquiry>) => client.call(submitInquiry, { body }),
  });
}
