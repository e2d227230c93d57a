import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  developerLogin,
  EndpointBody,
  LoginResult,
  mediaLogin,
  socialLogin,
} from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiError } from '../api/ApiError';
import type { CallInput } from '../api/createApiClient';
import { useAppStorage } from '../storage/AppStorageProvider';
import { storeLoginSession } from './session';

export type LoginEndpoint = typeof socialLogin | typeof developerLogin | typeof mediaLogin;

/**
 * Signs in through one of the three login endpoints (social, developer, partner media) and stores
 * the session by the one post-login rule, so the token is in place before `onSuccess` callers go on
 * to register the device or navigate.
 */
export function useLogin<E extends LoginEndpoint>(endpoint: E) {
  const client = useApiClient();
  const storage = useAppStorage();
  const queryClient = useQueryClient();
  return useMutation<LoginResult, ApiError, EndpointBody<E>>({
    // Every login endpoint answers a LoginResult; TypeScript cannot see that through the generic.
    mutationFn: (body) => client.call(endpoint, { body } as CallInput<E>) as Promise<LoginResult>,
    onSuccess: (result) => storeLoginSession(storage, queryClient, result),
  });
}
