import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateProfile, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * One change of the profile: the API takes exactly one field per request. The phone number is not
 * one of them: it changes only by confirming a code texted to the new number (`usePhoneVerification`
 * without terms), and the API refuses a new number sent here.
 */
export type ProfileChange = { profileImage: Blob } | { nickname: string } | { email: string };

/** The API reads the profile as multipart/form-data (a photo is a file), so the change goes as a form. */
function toProfileForm(change: ProfileChange): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(change) as [string, string | Blob][]) {
    form.append(field, value);
  }
  return form;
}

/**
 * Changes one field of the buyer's profile (photo, nickname or email) and shows the result. A
 * refusal is an `ApiError` whose message is the server's Korean sentence, for beside the field.
 */
export function useUpdateProfile() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    // The contract leaves a multipart body undescribed (an empty object), so the form stands in for it.
    mutationFn: (change: ProfileChange) =>
      client.call(updateProfile, {
        body: toProfileForm(change) as unknown as EndpointBody<typeof updateProfile>,
      }),
    // The answer is the whole new profile: no need to ask again.
    onSuccess: (profile) => queryClient.setQueryData(queryKeys.users.profile(), profile),
  });
}
