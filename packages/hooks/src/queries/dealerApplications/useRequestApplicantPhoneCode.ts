import { useMutation } from '@tanstack/react-query';
import { requestApplicantPhoneCode } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

/** Texts a code to the applicant's phone; the answer says when it stops working. */
export function useRequestApplicantPhoneCode() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (phone: string) => client.call(requestApplicantPhoneCode, { body: { phone } }),
  });
}
