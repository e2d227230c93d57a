import { createMemoryAppStorage, testOrigin } from '@quotemarket/testing';
// Test helper: a tab where an operator is signed in, with the operator console's API client on it.
import { createOperatorApiClient } from '../../api/createOperatorApiClient';
import { operatorTokenKey } from './operatorSession';

export const operatorToken = 'operator-token';

/** The storage and client to pass to `renderHookWithApi`; a session's 401 calls `goToLogin`. */
export function signedInOperator(goToLogin: () => void = () => {}) {
  const storage = createMemoryAppStorage();
  storage.write(operatorTokenKey, operatorToken);
  const apiClient = createOperatorApiClient({ storage, goToLogin, baseURL: testOrigin });
  return { storage, apiClient };
}
