import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPhone, type EndpointBody, type EndpointResponse } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';
import { queryKeys } from '../queries/queryKeys';

export interface VerifyPhoneInput {
  code: string;
  /**
   * The consents of the first verification, recorded with it. Left out for a number change: the
   * buyer's consents stay as they are.
   */
  agreements?: NonNullable<EndpointBody<typeof verifyPhone>['userAgreementList']>;
}

/**
 * Confirms the texted code: the number it was sent to becomes the buyer's verified phone (the
 * first one, or a new one replacing it).
 */
export function useVerifyPhone() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<EndpointResponse<typeof verifyPhone>, ApiError, VerifyPhoneInput>({
    mutationFn: ({ code, agreements }) =>
      client.call(verifyPhone, {
        params: { code },
        body: agreements ? { userAgreementList: agreements, isConsented: true } : {},
      }),
    // The verification status and the profile's phone number both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.auth.phoneVerification() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users.profile() }),
      ]),
  });
}
