import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { developerLogin, type LoginResult } from '@quotemarket/contract';
import {
  ApiError,
  platformFromQuery,
  socialLoginErrorMessages,
  useLogin,
  useSocialLogin,
  useStoredValue,
  type LoginButtonProvider,
  type SocialLoginOptions,
} from '@quotemarket/hooks';
import { AlertDialog, Button, Carousel, vars } from '@quotemarket/ui';
import {
  developerLoginEmail,
  isDeveloperLoginHost,
  notConfiguredMessage,
  providerNames,
  readSocialLoginConfig,
  type SocialLoginConfig,
} from './loginEnvironment';
import { paths } from '../../paths';
import { deviceRegistrationFailedTitle, usePostLogin } from './usePostLogin';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[6]};
  min-height: 100%;
  padding: ${vars.space[8]} ${vars.space[4]} ${vars.space[6]};
  background: ${vars.color.surface};
`;

const Title = styled.h1`
  margin: 0;
  color: ${vars.color.primary};
  font-size: ${vars.font.size.xl};
  font-weight: ${vars.font.weight.bold};
  text-align: center;
`;

const Slide = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${vars.space[3]};
  min-height: 220px;
  padding: ${vars.space[6]} ${vars.space[4]};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.primarySubtle};
  text-align: center;
`;

const SlideHeading = styled.h2`
  margin: 0;
  color: ${vars.color.text};
  font-size: ${vars.font.size.xxl};
  font-weight: ${vars.font.weight.bold};
  line-height: ${vars.font.lineHeight.tight};
`;

const SlideText = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.md};
`;

/** The developer's hidden tap: looks like the word around it. */
const HiddenTap = styled.button`
  display: inline;
  min-width: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: default;
`;

const Actions = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const BrowseLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.layout.touchTarget};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-decoration: underline;
`;

const Status = styled.p`
  margin: 0;
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-align: center;
`;

interface Alert {
  title: string;
  message?: string;
  onConfirm?: () => void;
}

/** The spec's login failure: a client error (400) says the server's reason, the rest the general one. */
function loginFailureMessage(error: unknown): string {
  return error instanceof ApiError && error.isClientError
    ? error.message
    : socialLoginErrorMessages['login-failed'];
}

export interface LoginPageProps {
  /** The host the page runs on (developer login only on localhost and the development hosts). */
  hostname?: string;
  /** The providers' client ids; the Vite env by default. */
  socialConfig?: SocialLoginConfig;
  /** The window and script loader the social logins use (tests pass fakes). */
  socialWindow?: SocialLoginOptions['window'];
  loadScript?: SocialLoginOptions['loadScript'];
}

/**
 * `/login`: the two-slide intro, the Naver and Kakao buttons (Apple too inside the iOS app), the
 * developer login on development hosts, and the way to browse without an account. After any login
 * the device is registered and the buyer goes to the tutorial (first login) or home.
 */
export function LoginPage({
  hostname = globalThis.location?.hostname ?? '',
  socialConfig,
  socialWindow,
  loadScript,
}: LoginPageProps) {
  const { search } = useLocation();
  const config = useMemo(() => socialConfig ?? readSocialLoginConfig(), [socialConfig]);
  const [storedPlatform, setPlatform] = useStoredValue('platform');
  const flaggedPlatform = platformFromQuery(search);
  const isIosApp = (flaggedPlatform ?? storedPlatform) === 'ios';
  const showDeveloperLogin = isDeveloperLoginHost(hostname);

  // The wrapper flags its platform on the URL; it is kept so later pages (and Apple) know it.
  useEffect(() => {
    if (flaggedPlatform && flaggedPlatform !== storedPlatform) setPlatform(flaggedPlatform);
  }, [flaggedPlatform, storedPlatform, setPlatform]);

  const social = useSocialLogin({
    ...(config.naver && { naver: config.naver }),
    ...(config.kakao && { kakao: config.kakao }),
    ...(config.apple && { apple: config.apple }),
    ...(socialWindow && { window: socialWindow }),
    ...(loadScript && { loadScript }),
  });
  const developer = useLogin(developerLogin);
  const { finishLogin, isRegistering, failure, acknowledgeFailure } = usePostLogin();
  const [alert, setAlert] = useState<Alert | null>(null);
  const [activeProvider, setActiveProvider] = useState<LoginButtonProvider | 'developer' | null>(
    null,
  );

  const isBusy = social.isPending || developer.isPending || isRegistering;

  async function afterLogin(result: LoginResult | null) {
    if (result) await finishLogin(result);
    setActiveProvider(null);
  }

  async function loginWith(provider: LoginButtonProvider) {
    if (!config[provider]) {
      setAlert({ title: notConfiguredMessage(provider) });
      return;
    }
    setActiveProvider(provider);
    await afterLogin(await social.loginWith(provider));
  }

  async function loginAsDeveloper() {
    if (isBusy) return;
    setActiveProvider('developer');
    try {
      const result = await developer.mutateAsync({ email: developerLoginEmail });
      await afterLogin(result);
    } catch (error) {
      setActiveProvider(null);
      setAlert({ title: '로그인에 실패했어요', message: loginFailureMessage(error) });
    }
  }

  // The social hook keeps its failure until the next try; each new failure is alerted once.
  const socialError = social.errorMessage;
  const [shownError, setShownError] = useState<string | null>(null);
  if (socialError !== shownError) {
    setShownError(socialError);
    if (socialError) setAlert({ title: '로그인에 실패했어요', message: socialError });
  }

  const doneWord: ReactNode = showDeveloperLogin ? (
    <HiddenTap type="button" data-dev-tap="" onClick={() => void loginAsDeveloper()}>
      끝
    </HiddenTap>
  ) : (
    '끝'
  );

  const slides = [
    <Slide key="compare">
      <SlideHeading>
        여러 판매점의 최저가 견적,
        <br />한 번에 비교하면 {doneWord}!
      </SlideHeading>
      <SlideText>
        휴대폰, 인터넷, 정수기, 생활가전, 헬스/뷰티까지 견적 요청 한 번으로 받아 보세요.
      </SlideText>
    </Slide>,
    <Slide key="choose">
      <SlideHeading>
        받은 견적을 비교하고
        <br />
        마음에 드는 매장에 구매 신청
      </SlideHeading>
      <SlideText>판매점이 보낸 견적서를 한눈에 보고, 가장 좋은 조건을 선택하세요.</SlideText>
    </Slide>,
  ];

  const isLoadingFor = (provider: LoginButtonProvider | 'developer') =>
    activeProvider === provider && isBusy;

  return (
    <Wrapper data-page="login">
      <Title>견적마켓</Title>
      <Carousel slides={slides} label="견적마켓 소개" />
      <Actions aria-label="로그인 방법">
        <Button
          fullWidth
          size="lg"
          variant="outline"
          disabled={isBusy}
          loading={isLoadingFor('naver')}
          onClick={() => void loginWith('naver')}
        >
          {providerNames.naver}로 계속하기
        </Button>
        <Button
          fullWidth
          size="lg"
          variant="outline"
          disabled={isBusy}
          loading={isLoadingFor('kakao')}
          onClick={() => void loginWith('kakao')}
        >
          {providerNames.kakao}로 계속하기
        </Button>
        {isIosApp && (
          <Button
            fullWidth
            size="lg"
            variant="outline"
            disabled={isBusy}
            loading={isLoadingFor('apple')}
            onClick={() => void loginWith('apple')}
          >
            Apple로 계속하기
          </Button>
        )}
        {showDeveloperLogin && (
          <Button
            fullWidth
            size="lg"
            variant="secondary"
            disabled={isBusy}
            loading={isLoadingFor('developer')}
            onClick={() => void loginAsDeveloper()}
          >
            개발자 로그인
          </Button>
        )}
        <Status role="status">{isRegistering ? '로그인 정보를 확인하고 있어요…' : ''}</Status>
        <BrowseLink to={paths.home()}>회원가입 없이 둘러보기</BrowseLink>
      </Actions>
      <AlertDialog
        open={alert !== null}
        onOpenChange={(open) => {
          if (!open) setAlert(null);
        }}
        title={alert?.title ?? ''}
        {...(alert?.message && { message: alert.message })}
      />
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) acknowledgeFailure();
        }}
        title={deviceRegistrationFailedTitle}
        message={failure?.message ?? ''}
      />
    </Wrapper>
  );
}
