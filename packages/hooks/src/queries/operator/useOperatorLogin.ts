import { useMutation } from '@tanstack/react-query';
import { operatorLogin, type EndpointBody } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';

export type OperatorCredentials = EndpointBody<typeof operatorLogin>;

/**
 * The operator login's first step: email and password. Nothing is stored yet: the answer is the
 * challenge (`challengeToken`, minutes long) that `useOperatorSecondFactor` completes with a code.
 */
export function useOperatorLogin() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (credentials: OperatorCredentials) =>
      client.call(operatorLogin, { body: credentials }),
  });
}
