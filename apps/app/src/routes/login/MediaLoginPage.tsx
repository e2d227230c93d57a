import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  platformFromQuery,
  postToNative,
  useMediaLogin,
  useStoredValue,
  type NativeBridgeWindow,
} from '@quotemarket/hooks';
import { Button, Heading, Spinner, Text } from '@quotemarket/ui';
import { CenteredScreen } from './CenteredScreen';
import { destinationAfterLogin } from './usePostLogin';

/** How long the failure stays readable before the web view closes. */
export const mediaLoginCloseDelayMs = 3000;

export interface MediaLoginPageProps {
  /** The window whose web view closes on failure (tests pass a fake one). */
  nativeWindow?: NativeBridgeWindow;
  closeDelayMs?: number;
}

/**
 * `/media-login?pKey=…&cKey=…`: a partner media channel's entry. Logs in with the partner keys and
 * goes to the tutorial on the first login, else home; on failure it says why and closes the web
 * view (the partner's app gets its screen back).
 */
export function MediaLoginPage({
  nativeWindow = globalThis.window as unknown as NativeBridgeWindow,
  closeDelayMs = mediaLoginCloseDelayMs,
}: MediaLoginPageProps) {
  const { search } = useLocation();
  const navigate = useNavigate();
  const [storedPlatform] = useStoredValue('platform');
  const platform = platformFromQuery(search) ?? storedPlatform;
  const { isFirstTimeLogin, errorMessage } = useMediaLogin({
    search,
    origin: globalThis.location?.origin ?? '',
  });

  const closeWebView = useCallback(() => {
    if (platform === 'web') nativeWindow.close();
    else postToNative(nativeWindow, platform, { type: 'closeWebView' });
  }, [nativeWindow, platform]);

  useEffect(() => {
    if (isFirstTimeLogin !== null) {
      void navigate(destinationAfterLogin(isFirstTimeLogin), { replace: true });
    }
  }, [isFirstTimeLogin, navigate]);

  useEffect(() => {
    if (!errorMessage) return undefined;
    const timer = setTimeout(closeWebView, closeDelayMs);
    return () => clearTimeout(timer);
  }, [errorMessage, closeWebView, closeDelayMs]);

  return (
    <CenteredScreen data-page="media-login">
      <Heading level={1} size="md">
        제휴 로그인
      </Heading>
      {errorMessage ? (
        <>
          <Text role="alert" tone="danger">
            {errorMessage}
          </Text>
          <Button variant="secondary" onClick={closeWebView}>
            닫기
          </Button>
        </>
      ) : (
        <Spinner label="제휴 로그인 중이에요" />
      )}
    </CenteredScreen>
  );
}
