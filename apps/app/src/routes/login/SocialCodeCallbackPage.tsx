import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import {
  useSocialLoginCallback,
  type CodeLoginProvider,
  type SocialLoginCallbackOptions,
} from '@quotemarket/hooks';
import { AlertDialog, Button, Heading, Spinner, Text } from '@quotemarket/ui';
import { paths } from '../../paths';
import { CenteredScreen } from './CenteredScreen';
import { providerNames } from './loginEnvironment';
import {
  deviceRegistrationFailedConfirm,
  deviceRegistrationFailedTitle,
  usePostLogin,
} from './usePostLogin';

export interface SocialCodeCallbackPageProps {
  provider: CodeLoginProvider;
  /** The page's window (tests pass a fake one with the provider's answer on its address). */
  callbackWindow?: SocialLoginCallbackOptions['window'];
}

/**
 * `/naver-callback`, `/kakao-callback`: where Naver and Kakao send the buyer back with an
 * authorization code. The state is checked against the one this tab sent out; the code goes to our
 * server, which exchanges it; then what follows every login (the device, then the tutorial or
 * home). A failure says why and leads back to the login.
 */
export function SocialCodeCallbackPage({ provider, callbackWindow }: SocialCodeCallbackPageProps) {
  const { result, errorMessage } = useSocialLoginCallback(provider, {
    ...(callbackWindow && { window: callbackWindow }),
  });
  const { finishLogin, failure, acknowledgeFailure } = usePostLogin();

  useEffect(() => {
    if (result) void finishLogin(result);
  }, [result, finishLogin]);

  const name = providerNames[provider];
  return (
    <CenteredScreen data-page="social-callback">
      {errorMessage ? (
        <>
          <Heading level={1} size="md">
            {name} 로그인에 실패했어요
          </Heading>
          <Text role="alert" tone="subtle">
            {errorMessage}
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
            {name}로 로그인하는 중
          </Heading>
          <Spinner label="로그인 정보를 확인하고 있어요" />
        </>
      )}
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) acknowledgeFailure();
        }}
        title={deviceRegistrationFailedTitle}
        message={failure?.message ?? ''}
        confirmLabel={deviceRegistrationFailedConfirm}
      />
    </CenteredScreen>
  );
}

export function NaverCallbackPage() {
  return <SocialCodeCallbackPage provider="naver" />;
}

export function KakaoCallbackPage() {
  return <SocialCodeCallbackPage provider="kakao" />;
}
