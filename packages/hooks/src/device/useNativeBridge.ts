import { useCallback, useEffect, useRef } from 'react';
import { useAppStorage } from '../storage/AppStorageProvider';
import { storageKeys, type StoredValue } from '../storage/storageKeys';
import { useStoredValue } from '../storage/useStoredValue';
import { useBrowserValue } from '../browser/useBrowserValue';
import { pageWindow } from '../browser/pageWindow';

/**
 * The names the native wrappers and the web agree on. The spec does not give them; these are ours,
 * kept in one place so the iOS and Android teams read them from here.
 */
export const nativeBridgeNames = {
  /** `?device=ios|android` on the URL the wrapper opens. */
  deviceQuery: 'device',
  /** The global function the wrapper calls with the device info JSON. */
  deviceInfoCallback: 'receiveDeviceInfo',
  /** `window.webkit.messageHandlers.<name>` on iOS. */
  iosHandler: 'quotemarket',
  /** `window.<name>` (a JavaScript interface) on Android. */
  androidBridge: 'QuotemarketAndroid',
} as const;

export type Platform = StoredValue<'platform'>;
export type DeviceInfo = NonNullable<StoredValue<'deviceInfo'>>;

export type NativeMessage =
  { type: 'loaded' } | { type: 'closeWebView' } | { type: 'openExternalBrowser'; url: string };

/** What the bridge needs from the window; tests pass a fake one. */
export interface NativeBridgeWindow {
  location: { search: string };
  webkit?: { messageHandlers?: { quotemarket?: { postMessage(message: NativeMessage): void } } };
  QuotemarketAndroid?: { postMessage(message: string): void };
  receiveDeviceInfo?: (deviceInfo: unknown) => void;
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  open(url: string, target?: string, features?: string): unknown;
  close(): void;
}

/** The platform the URL flags (`?device=ios|android`), null when it flags none. */
export function platformFromQuery(search: string): Exclude<Platform, 'web'> | null {
  const device = new URLSearchParams(search).get(nativeBridgeNames.deviceQuery);
  return device === 'ios' || device === 'android' ? device : null;
}

/** The device info the wrapper sends (a JSON string or an object), null when it is not valid. */
export function parseDeviceInfo(raw: unknown): DeviceInfo | null {
  try {
    const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return storageKeys.deviceInfo.schema.safeParse(value).data ?? null;
  } catch {
    return null;
  }
}

/**
 * Sends a message to the wrapper: iOS through its message handler, Android through its JavaScript
 * interface (strings only), or, as the spec says of Android, to the parent window when the
 * interface is absent.
 */
export function postToNative(win: NativeBridgeWindow, platform: Platform, message: NativeMessage) {
  if (platform === 'ios') win.webkit?.messageHandlers?.quotemarket?.postMessage(message);
  if (platform !== 'android') return;
  if (win.QuotemarketAndroid) win.QuotemarketAndroid.postMessage(JSON.stringify(message));
  else win.parent.postMessage(message, '*');
}

/** Puts the function the wrapper calls on the window; the returned cleanup takes it away again. */
function exposeDeviceInfoCallback(win: NativeBridgeWindow, receive: (raw: unknown) => void) {
  win.receiveDeviceInfo = receive;
  return () => {
    if (win.receiveDeviceInfo === receive) delete win.receiveDeviceInfo;
  };
}

export interface NativeBridge {
  platform: Platform;
  isNativeApp: boolean;
  deviceInfo: DeviceInfo | null;
  /** Closes the app's web view; on the web, the window (a popup or a tab the app opened). */
  closeWebView: () => void;
  /** Opens `url` outside the web view (the spec detail link); a new tab on the web. */
  openExternalBrowser: (url: string) => void;
}

const currentWindow: NativeBridgeWindow | undefined = pageWindow;

/**
 * The native wrapper rules, mounted once in the app shell: stores the platform flagged by the URL,
 * tells the wrapper the page loaded, exposes the global function through which the wrapper hands
 * over its device info (stored as `deviceInfo`), and closes the web view or opens a browser.
 */
export function useNativeBridge(win: NativeBridgeWindow | undefined = currentWindow): NativeBridge {
  const storage = useAppStorage();
  const [storedPlatform] = useStoredValue('platform');
  const [deviceInfo] = useStoredValue('deviceInfo');
  // The server, and the browser while it hydrates the server's page, know no address bar: the
  // stored platform decides there, and the flag in the address follows.
  const readFlaggedPlatform = useCallback(
    () => (win ? platformFromQuery(win.location.search) : null),
    [win],
  );
  const flaggedPlatform = useBrowserValue(readFlaggedPlatform, null);
  const platform = flaggedPlatform ?? storedPlatform;
  const isNativeApp = platform !== 'web';

  useEffect(() => {
    const flagged = win && platformFromQuery(win.location.search);
    if (flagged) storage.write('platform', flagged);
  }, [storage, win]);

  // Once per page: a remount (StrictMode, route changes in the shell) must not say it again.
  const announced = useRef(false);
  useEffect(() => {
    if (!win || !isNativeApp || announced.current) return;
    announced.current = true;
    postToNative(win, platform, { type: 'loaded' });
  }, [win, platform, isNativeApp]);

  useEffect(() => {
    if (!win) return;
    const receive = (raw: unknown) => {
      const info = parseDeviceInfo(raw);
      if (info) storage.write('deviceInfo', info);
    };
    return exposeDeviceInfoCallback(win, receive);
  }, [storage, win]);

  const closeWebView = useCallback(() => {
    if (!win) return;
    if (isNativeApp) postToNative(win, platform, { type: 'closeWebView' });
    else win.close();
  }, [win, platform, isNativeApp]);

  const openExternalBrowser = useCallback(
    (url: string) => {
      if (!win) return;
      if (isNativeApp) postToNative(win, platform, { type: 'openExternalBrowser', url });
      else win.open(url, '_blank', 'noopener,noreferrer');
    },
    [win, platform, isNativeApp],
  );

  return { platform, isNativeApp, deviceInfo, closeWebView, openExternalBrowser };
}
