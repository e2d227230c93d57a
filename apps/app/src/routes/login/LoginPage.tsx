import { styled } from 'styled-components';
import { AlertDialog, Heading, vars } from '@quotemarket/ui';
import { usePageHost } from '../../shell/pageHost';
import { LoginIntro } from './LoginIntro';
import { LoginMethods } from './LoginMethods';
import { useLoginPage, type LoginPageOptions } from './useLoginPage';
import { deviceRegistrationFailedConfirm, deviceRegistrationFailedTitle } from './usePostLogin';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${vars.space[6]};
  min-height: 100%;
  padding: ${vars.space[8]} ${vars.space[4]} ${vars.space[6]};
  background: ${vars.color.surface};
`;

/** The service's name in its colour, as the page's title. */
const Title = styled(Heading)`
  color: ${vars.color.primary};
  text-align: center;
`;

export type LoginPageProps = Partial<LoginPageOptions>;

/**
 * `/login`: the two-slide intro, the Naver and Kakao buttons (Apple too inside the iOS app), the
 * developer login on development hosts, and the way to browse without an account. After any login
 * the device is registered and the buyer goes to the tutorial (first login) or home.
 */
export function LoginPage({ hostname: givenHostname, ...options }: LoginPageProps) {
  const pageHost = usePageHost();
  const login = useLoginPage({ hostname: givenHostname ?? pageHost, ...options });
  return (
    <Wrapper data-page="login">
      <Title level={1} size="lg">
        견적마켓
      </Title>
      <LoginIntro onDeveloperTap={login.showDeveloperLogin ? login.loginAsDeveloper : undefined} />
      <LoginMethods login={login} />
      <AlertDialog
        open={login.alert !== null}
        onOpenChange={(open) => {
          if (!open) login.dismissAlert();
        }}
        title={login.alert?.title ?? ''}
        {...(login.alert?.message && { message: login.alert.message })}
      />
      <AlertDialog
        open={login.registrationFailure !== null}
        onOpenChange={(open) => {
          if (!open) login.acknowledgeFailure();
        }}
        title={deviceRegistrationFailedTitle}
        message={login.registrationFailure?.message ?? ''}
        confirmLabel={deviceRegistrationFailedConfirm}
      />
    </Wrapper>
  );
}
