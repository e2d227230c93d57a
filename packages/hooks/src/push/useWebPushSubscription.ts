import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { webPushPublicKey, type EndpointResponse } from '@quotemarket/contract';
import { useApiClient } from '../api/ApiClientProvider';
import type { ApiClient } from '../api/createApiClient';
import { useRegisterDevice } from '../auth/useRegisterDevice';
import { useVisitorId } from '../device/useVisitorId';
import { queryKeys } from '../queries/queryKeys';
import { useStoredValue } from '../storage/useStoredValue';
import { browserWebPush, subscribeForKey, subscriptionToken, type WebPushBrowser } from './webPush';

/**
 * Where this device stands with web push:
 * - `native`: the iOS/Android app, whose wrapper reports its own device token at login;
 * - `unsupported`: a browser without web push; `unavailable`: the server sends none now;
 * - `checking`: the browser's subscription is being read;
 * - `denied`: the buyer (or the browser's settings) refused notifications;
 * - `off`: allowed or not asked yet, but not subscribed; `on`: subscribed.
 */
export type WebPushState =
  'native' | 'unsupported' | 'unavailable' | 'checking' | 'denied' | 'off' | 'on';

/** What turning web push on came to (`webPushMessages` says the last four to the buyer). */
export type WebPushOutcome = 'on' | 'native' | 'unsupported' | 'unavailable' | 'denied' | 'failed';

export interface WebPushSubscriptionOptions {
  /**
   * Fetch the server's key while the screen is up, so a tap can skip asking for a permission the
   * server cannot use (default true). A screen that offers notifications only in a dialog passes
   * whether the dialog is open.
   */
  prefetch?: boolean;
  browser?: WebPushBrowser;
}

const publicKeyQuery = (client: ApiClient) => ({
  queryKey: queryKeys.push.webPublicKey(),
  queryFn: () => client.call(webPushPublicKey),
  // The key changes only when the server's configuration does.
  staleTime: Infinity,
});

const defaultBrowser = browserWebPush();

/**
 * Web push for the buyer's notifications (issue 15). `enable()` is for the buyer's own tap on a
 * notification switch or offer, never for a page load: it asks the browser's permission at once,
 * inside that tap (a browser may ignore a prompt that follows an await), fetches the server's VAPID
 * key, subscribes through the app's service worker and registers this device again
 * (`registerDevice`: platform web, the visitor id, the subscription as its token). It never
 * throws: the outcome says what happened, and the screen's own flow goes on whatever it is.
 */
export function useWebPushSubscription({
  prefetch = true,
  browser = defaultBrowser,
}: WebPushSubscriptionOptions = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [platform] = useStoredValue('platform');
  const visitorId = useVisitorId();
  const { mutateAsync: registerDevice } = useRegisterDevice();
  const isWeb = platform === 'web';
  const isSupported = isWeb && browser.isSupported();
  const publicKey = useQuery({ ...publicKeyQuery(client), enabled: isSupported && prefetch });
  const [browserState, setBrowserState] = useState<'checking' | 'denied' | 'off' | 'on'>(
    'checking',
  );
  const [isEnabling, setIsEnabling] = useState(false);

  useEffect(() => {
    if (!isSupported) return;
    let current = true;
    const read = async () => {
      if (browser.permission() === 'denied') return 'denied';
      const registration = await browser.registration();
      const subscription = await registration?.pushManager.getSubscription();
      return subscription && browser.permission() === 'granted' ? 'on' : 'off';
    };
    read().then(
      (state) => current && setBrowserState(state),
      () => current && setBrowserState('off'),
    );
    return () => {
      current = false;
    };
  }, [isSupported, browser]);

  const enable = useCallback((): Promise<WebPushOutcome> => {
    if (!isWeb) return Promise.resolve('native');
    if (!browser.isSupported()) return Promise.resolve('unsupported');
    const known = queryClient.getQueryData<EndpointResponse<typeof webPushPublicKey>>(
      queryKeys.push.webPublicKey(),
    );
    if (known && known.publicKey === null) return Promise.resolve('unavailable');
    // Asked before anything is awaited: this call must stay inside the buyer's tap.
    const permission = browser.requestPermission();
    setIsEnabling(true);
    const subscribe = async (): Promise<WebPushOutcome> => {
      const [answer, { publicKey: key }] = await Promise.all([
        permission,
        queryClient.fetchQuery(publicKeyQuery(client)),
      ]);
      if (answer !== 'granted') {
        setBrowserState(answer === 'denied' ? 'denied' : 'off');
        return 'denied';
      }
      if (!key) return 'unavailable';
      if (!(await browser.registration())) return 'unsupported';
      const { pushManager } = await browser.ready();
      const subscription = await subscribeForKey(pushManager, key);
      await registerDevice({
        platform: 'web',
        udid: visitorId,
        fcmToken: subscriptionToken(subscription),
      });
      setBrowserState('on');
      return 'on';
    };
    return subscribe()
      .catch((): WebPushOutcome => 'failed')
      .finally(() => setIsEnabling(false));
  }, [isWeb, browser, queryClient, client, registerDevice, visitorId]);

  const state: WebPushState = !isWeb
    ? 'native'
    : !isSupported
      ? 'unsupported'
      : publicKey.data?.publicKey === null
        ? 'unavailable'
        : browserState;

  return { state, enable, isEnabling };
}
