import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { completeSocialLoginCallback } from '@quotemarket/hooks';
import { Button, Heading, Spinner, Text } from '@quotemarket/ui';
import { CenteredScreen } from './CenteredScreen';
import { paths } from '../../paths';

export interface SocialCallbackPageProps {
  /** The popup's window (tests pass a fake one). */
  popupWindow?: Parameters<typeof completeSocialLoginCallback>[0];
}

/**
 * `/google-callback`, `/apple-callback`, opened by the provider inside its login popup: hands the token in the URL
 * hash back to the login screen that opened the popup, and closes itself. Opened directly (no
 * opener), it says so and links back to the login.
 */
export function SocialCallbackPage({ popupWindow }: SocialCallbackPageProps) {
  const win = popupWindow ?? (globalThis.window as NonNullable<typeof popupWindow>);
  // Without an opener there is nobody to hand the token to (the page was opened directly).
  const [isOrphan] = useState(() => !win.opener);

  useEffect(() => {
    if (!isOrphan) completeSocialLoginCallback(win);
  }, [isOrphan, win]);

  return (
    <CenteredScreen data-page="social-callback">
      {isOrphan ? (
        <>
          <Heading level={1} size="md">
            로그인 창이 아니에요
          </Heading>
          <Text tone="subtle">
            이 화면은 로그인 창에서만 쓰여요. 로그인 화면에서 다시 시도해 주세요.
          </Text>
          <Button asChild variant="outline">
            <Link to={paths.login()} replace>
              로그인 화면으로 가기
            </Link>
          </Button>
        </>
      ) : (
        <>
          <Heading level={1} size="md">
            로그인하는 중
          </Heading>
          <Spinner label="로그인 정보를 전달하고 있어요" />
        </>
      )}
    </CenteredScreen>
  );
}
