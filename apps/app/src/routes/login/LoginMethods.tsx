import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { LoginButtonProvider } from '@quotemarket/hooks';
import { Button, SocialLoginButton, Text, vars, type SocialLoginProvider } from '@quotemarket/ui';
import { paths } from '../../paths';
import { loginButtonLabels } from './loginEnvironment';
import type { LoginPageModel } from './useLoginPage';

const Methods = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Status = styled(Text)`
  text-align: center;
`;

/** A quiet text link under the buttons: browsing needs no account. */
const BrowseLink = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${vars.layout.touchTarget};
  color: ${vars.color.textSubtle};
  font-size: ${vars.font.size.sm};
  text-decoration: underline;
`;

/**
 * The ways in: Kakao and Naver in their brand buttons (Apple too inside the iOS app), the developer
 * login on development hosts, and browsing without an account.
 */
export function LoginMethods({ login }: { login: LoginPageModel }) {
  const buttonState = (provider: LoginButtonProvider) => ({
    disabled: login.isBusy,
    loading: login.isLoadingFor(provider),
    onClick: () => login.loginWith(provider),
  });
  const brandButton = (provider: SocialLoginProvider) => (
    <SocialLoginButton provider={provider} {...buttonState(provider)}>
      {loginButtonLabels[provider]}
    </SocialLoginButton>
  );
  return (
    <Methods aria-label="로그인 방법">
      {brandButton('kakao')}
      {brandButton('naver')}
      {login.isIosApp && (
        <Button fullWidth size="lg" variant="outline" {...buttonState('apple')}>
          {loginButtonLabels.apple}
        </Button>
      )}
      {login.showDeveloperLogin && (
        <Button
          fullWidth
          size="lg"
          variant="secondary"
          disabled={login.isBusy}
          loading={login.isLoadingFor('developer')}
          onClick={login.loginAsDeveloper}
        >
          개발자 로그인
        </Button>
      )}
      {login.showDeveloperLogin && (
        <Button
          fullWidth
          size="lg"
          variant="secondary"
          disabled={login.isBusy}
          loading={login.isLoadingFor('newDeveloper')}
          onClick={login.loginAsNewDeveloper}
        >
          새 계정으로 개발자 로그인
        </Button>
      )}
      <Status role="status" size="sm" tone="subtle">
        {login.isRegistering ? '로그인 정보를 확인하고 있어요…' : ''}
      </Status>
      <BrowseLink to={paths.home()}>회원가입 없이 둘러보기</BrowseLink>
    </Methods>
  );
}
