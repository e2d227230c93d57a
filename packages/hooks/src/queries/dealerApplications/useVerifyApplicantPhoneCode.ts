import { useMutation } from '@tanstack/react-query';
import { verifyApplicantPhoneCode, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Checks the texted code; the answer's `phoneProof` goes with the application form. */
export function useVerifyApplicantPhoneCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: EndpointBody<typeof verifyApplicantPhoneCode>) =>
      client.call(verifyApplicantPhoneCode, { body: input }),
  });
}
