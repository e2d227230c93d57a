import { useMutation } from '@tanstack/react-query';
import {
  dealerCertificateField,
  submitDealerApplication,
  type DealerApplicationForm,
  type EndpointBody,
} from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

export interface DealerApplicationInput {
  fields: DealerApplicationForm;
  /** The 사업자등록증 photo. */
  certificate: Blob;
}

/** The API reads the application as multipart/form-data (the certificate is a file). */
function toApplicationForm({ fields, certificate }: DealerApplicationInput): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(fields)) form.append(field, value);
  form.append(dealerCertificateField, certificate);
  return form;
}

/**
 * Sends the application. The answer's `statusToken` opens the private status page; a refusal is an
 * `ApiError` with the server's Korean sentence and, for a field, its name in `fields`.
 */
export function useSubmitDealerApplication() {
  const client = useApiClient();
  return useMutation({
    // The contract leaves a multipart body undescribed (an empty object), so the form stands in for it.
    mutationFn: (input: DealerApplicationInput) =>
      client.call(submitDealerApplication, {
        body: toApplicationForm(input) as unknown as EndpointBody<typeof submitDealerApplication>,
      }),
  });
}
