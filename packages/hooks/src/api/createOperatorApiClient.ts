import { operatorSessionEndedKey, operatorTokenKey } from '../queries/operator/operatorSession';
import type { AppStorage } from '../storage/appStorage';
import { createApiClient, type ApiClient, type ApiClientOptions } from './createApiClient';

export interface OperatorApiClientOptions extends Pick<
  ApiClientOptions,
  'baseURL' | 'configureAxios'
> {
  storage: AppStorage;
  /** Sends the operator to the console's login page (the console's router, not this package's). */
  goToLogin: () => void;
}

/**
 * The client as the operator console uses it: the operator's own token (`operatorToken`) sent as
 * bearer on every call. Only a 401 from an operator endpoint ends the session: the token is
 * forgotten, the API's reason kept for the login page to say (`operatorMessages.idleExpired` after
 * 30 idle minutes) and the operator sent there. A 403 there is a refused permission — a
 * 조회 전용 operator pressing what only a 관리자 may — and the operator stays signed in to be told
 * so. A sign-in step's 401 (a wrong password or code) is that form's answer, and a late refusal of
 * a login that has already ended changes nothing.
 */
export function createOperatorApiClient({
  storage,
  goToLogin,
  ...transport
}: OperatorApiClientOptions): ApiClient {
  return createApiClient({
    ...transport,
    getToken: () => storage.read(operatorTokenKey),
    onUnauthorized: ({ endpoint, sentToken, status, message }) => {
      if (status !== 401 || endpoint?.auth !== 'operator') return;
      if (sentToken === null || sentToken !== storage.read(operatorTokenKey)) return;
      storage.write(operatorSessionEndedKey, message);
      storage.remove(operatorTokenKey);
      goToLogin();
    },
  });
}
