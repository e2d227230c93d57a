import { useEffect, useRef } from 'react';
import { mediaLogin } from '@quotemarket/contract';
import { ApiError } from '../api/ApiError';
import { useAppStorage } from '../storage/AppStorageProvider';
import type { AppStorage } from '../storage/appStorage';
import { useLogin } from './useLogin';

export const mediaLoginFailedMessage = '제휴 로그인에 실패했어요. 다시 시도해 주세요.';

export interface MediaLoginOptions {
  /** The page's query string, where the partner puts pKey and cKey. */
  search?: string;
  /** The app's own origin, kept as the callback URL (`clbckUrl`). */
  origin?: string;
}

/** The keys from the URL win; a reload without them uses the ones stored on the first visit. */
function readPartnerKeys(storage: AppStorage, search: string) {
  const query = new URLSearchParams(search);
  return {
    pkey: query.get('pKey') ?? storage.read('pKey'),
    ckey: query.get('cKey') ?? storage.read('cKey'),
  };
}

/** The spec's media-login failure: the partner keys and any half-made session are forgotten. */
function forgetPartnerSession(storage: AppStorage) {
  for (const name of ['pKey', 'cKey', 'token', 'buyerId'] as const) storage.remove(name);
}

/** The server's own reason when it refused the keys; a general one for anything else. */
function failureMessage(error: unknown): string {
  return error instanceof ApiError && error.isClientError ? error.message : mediaLoginFailedMessage;
}

/**
 * The partner media entry page: logs in once with pKey/cKey from the URL (or storage), keeping the
 * keys and the callback URL; answers whether it was the buyer's first login (the app picks the
 * page that follows), or the Korean reason it failed (the page then closes the web view).
 */
export function useMediaLogin({
  search = globalThis.location?.search ?? '',
  origin = globalThis.location?.origin ?? '',
}: MediaLoginOptions = {}) {
  const storage = useAppStorage();
  const login = useLogin(mediaLogin);
  const { mutate } = login;
  const started = useRef(false);
  const keys = readPartnerKeys(storage, search);
  const hasKeys = Boolean(keys.pkey && keys.ckey);

  useEffect(() => {
    // Once per page: a second mount (StrictMode) or render must not log in twice.
    if (started.current) return;
    started.current = true;
    const { pkey, ckey } = readPartnerKeys(storage, search);
    if (!pkey || !ckey) {
      forgetPartnerSession(storage);
      return;
    }
    storage.write('pKey', pkey);
    storage.write('cKey', ckey);
    storage.write('callbackUrl', origin);
    mutate({ pkey, ckey }, { onError: () => forgetPartnerSession(storage) });
  }, [storage, search, origin, mutate]);

  const errorMessage = login.error
    ? failureMessage(login.error)
    : hasKeys
      ? null
      : mediaLoginFailedMessage;

  return {
    isPending: login.isPending,
    /** Null until the login succeeds; then whether it was the buyer's first (the tutorial's cue). */
    isFirstTimeLogin: login.data ? login.data.isFirstTimeLogin : null,
    errorMessage,
  };
}
