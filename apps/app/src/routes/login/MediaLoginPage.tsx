import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  platformFromQuery,
  postToNative,
  useMediaLogin,
  useStoredValue,
  type NativeBridgeWindow,
} from '@quotemarket/hooks';
import { Button, Spinner, vars } from '@quotemarket/ui';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[4]};
  min-height: 100%;
  padding: ${vars.space[8]} ${vars.space[4]};
  text-align: center;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${vars.font.size.lg};
  font-weight: ${vars.font.weight.bold};
`;

const Failure = styled.p`
  margin: 0;
  color: ${vars.color.danger};
`;

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
  const { destination, errorMessage } = useMediaLogin({
    search,
    origin: globalThis.location?.origin ?? '',
  });

  const closeWebView = useCallback(() => {
    if (platform === 'web') nativeWindow.close();
    else postToNative(nativeWindow, platform, { type: 'closeWebView' });
  }, [nativeWindow, platform]);

  useEffect(() => {
    if (destination) void navigate(destination, { replace: true });
  }, [destination, navigate]);

  useEffect(() => {
    if (!errorMessage) return undefined;
    const timer = setTimeout(closeWebView, closeDelayMs);
    return () => clearTimeout(timer);
  }, [errorMessage, closeWebView, closeDelayMs]);

  return (
    <Wrapper data-page="media-login">
      <Heading>제휴 로그인</Heading>
      {errorMessage ? (
        <>
          <Failure role="alert">{errorMessage}</Failure>
          <Button variant="secondary" onClick={closeWebView}>
            닫기
          </Button>
        </>
      ) : (
        <Spinner label="제휴 로그인 중이에요" />
      )}
    </Wrapper>
  );
}
