import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  operatorMessages,
  operatorRoleLabels,
  withDirection,
  type OperatorDemoAccount,
} from '@quotemarket/contract';
import {
  ApiError,
  operatorSessionEndedKey,
  useIsOperatorLoggedIn,
  useOperatorDemoAccounts,
  useOperatorLogin,
  useOperatorSecondFactor,
  useStoredValue,
} from '@quotemarket/hooks';
import {
  Button,
  DemoAccountList,
  DigitField,
  SignInCard,
  Text,
  TextField,
  useToast,
  vars,
} from '@quotemarket/ui';
import { paths, type LoginState } from '../../paths';
import { returnPathOf } from './returnPath';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

/** With this few recovery codes left the operator is told to get a new enrolment in time. */
const fewRecoveryCodes = 3;

interface Challenge {
  challengeToken: string;
  email: string;
}

type SecondFactorKind = 'code' | 'recoveryCode';

/** A refused step needs no more handling: the form shows the mutation's error. */
const ignoreShownFailure = () => undefined;

/** The console page that sent the operator here (`RequireOperatorLogin` puts it in the state). */
function requestedPathOf(state: unknown): LoginState['from'] {
  const from = (state as LoginState | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * `paths.login()`, outside the console's frame, in two steps: e-mail and password, then the
 * authenticator app's six digits (or one recovery code). A session that ended without a logout
 * says why here (30 idle minutes); outside production the demo operators fill the first step, and their code of
 * the moment the second.
 */
export function LoginPage() {
  const isLoggedIn = useIsOperatorLoggedIn();
  const location = useLocation();
  const { toast } = useToast();
  const login = useOperatorLogin();
  const secondFactor = useOperatorSecondFactor();
  const demoAccounts = useOperatorDemoAccounts();
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [factorKind, setFactorKind] = useState<SecondFactorKind>('code');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [fieldError, setFieldError] = useState<{ field: string; message: string } | null>(null);
  // Shown on the first step: why the operator is back here (a session that ended, or a
  // challenge that ran out of time).
  const [restartNotice, setRestartNotice] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const [sessionEnded] = useStoredValue(operatorSessionEndedKey);
  // The page the operator came from is kept until a new one is asked for.
  const requestedPath = requestedPathOf(location.state);
  const [rememberedPath, setRememberedPath] = useState(requestedPath);
  if (requestedPath !== undefined && requestedPath !== rememberedPath) {
    setRememberedPath(requestedPath);
  }

  if (isLoggedIn) return <Navigate to={returnPathOf(rememberedPath)} replace />;

  const demoAccountOf = (address: string): OperatorDemoAccount | undefined =>
    demoAccounts.data?.find((account) => account.email === address);

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    const typedEmail = email.trim();
    if (!typedEmail) {
      setFieldError({ field: 'email', message: '이메일을 입력해 주세요.' });
      emailRef.current?.focus();
      return;
    }
    if (!password) {
      setFieldError({ field: 'password', message: '비밀번호를 입력해 주세요.' });
      passwordRef.current?.focus();
      return;
    }
    setFieldError(null);
    void login.mutateAsync({ email: typedEmail, password }).then(({ challengeToken }) => {
      setRestartNotice(null);
      setChallenge({ challengeToken, email: typedEmail });
      setPassword('');
      setCode('');
      setRecoveryCode('');
      setFactorKind('code');
    }, ignoreShownFailure);
  };

  const restart = (notice: string | null) => {
    setChallenge(null);
    setRestartNotice(notice);
    secondFactor.reset();
    login.reset();
    setFieldError(null);
  };

  const submitSecondFactor = (event: FormEvent) => {
    event.preventDefault();
    if (!challenge) return;
    if (factorKind === 'code' && code.length !== 6) {
      setFieldError({ field: 'code', message: '인증 앱에 보이는 6자리 숫자를 입력해 주세요.' });
      codeRef.current?.focus();
      return;
    }
    if (factorKind === 'recoveryCode' && !recoveryCode.trim()) {
      setFieldError({ field: 'recoveryCode', message: '복구 코드를 입력해 주세요.' });
      codeRef.current?.focus();
      return;
    }
    setFieldError(null);
    const factor =
      factorKind === 'code'
        ? { challengeToken: challenge.challengeToken, code }
        : { challengeToken: challenge.challengeToken, recoveryCode: recoveryCode.trim() };
    // The promise rather than `mutate`'s callbacks: the stored token takes the operator away from
    // this page before the mutation settles, and `mutate` drops the callbacks of a page gone.
    void secondFactor.mutateAsync(factor).then(
      ({ recoveryCodesLeft }) => {
        if (factorKind === 'recoveryCode' && recoveryCodesLeft <= fewRecoveryCodes) {
          toast({
            title: `남은 복구 코드가 ${recoveryCodesLeft}개예요.`,
            description: '관리자에게 등록 링크를 다시 요청해 인증 앱을 새로 등록해 주세요.',
            tone: 'info',
          });
        }
      },
      (error: unknown) => {
        // The five minutes after the password are over: back to the first step, saying so.
        if (error instanceof ApiError && error.message === operatorMessages.challengeExpired) {
          restart(error.message);
        }
      },
    );
  };

  const fillWith = (account: OperatorDemoAccount) => {
    setEmail(account.email);
    setPassword(account.password);
    setFieldError(null);
    login.reset();
    submitRef.current?.focus();
  };

  // The demo operator's code changes every 30 seconds: ask for the one of this moment.
  const fillDemoCode = async () => {
    if (!challenge) return;
    const { data } = await demoAccounts.refetch();
    const account = data?.find((demo) => demo.email === challenge.email);
    if (!account) return;
    setFactorKind('code');
    setCode(account.code);
    setFieldError(null);
    secondFactor.reset();
    submitRef.current?.focus();
  };

  const errorOf = (field: string) => (fieldError?.field === field ? fieldError.message : null);
  const notice = restartNotice ?? sessionEnded;

  if (challenge) {
    const usingCode = factorKind === 'code';
    return (
      <SignInCard
        title="인증 코드 확인"
        titleId="login-heading"
        description={
          usingCode
            ? '인증 앱에 보이는 6자리 숫자를 입력해 주세요.'
            : '등록할 때 받은 복구 코드 하나를 입력해 주세요. 한 번 쓴 코드는 다시 쓸 수 없어요.'
        }
      >
        <Form onSubmit={submitSecondFactor} noValidate aria-labelledby="login-heading">
          {usingCode ? (
            <DigitField
              key="code"
              ref={codeRef}
              label="인증 코드"
              name="code"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onValueChange={setCode}
              error={errorOf('code')}
              autoFocus
            />
          ) : (
            <TextField
              key="recovery-code"
              ref={codeRef}
              label="복구 코드"
              name="recoveryCode"
              autoComplete="off"
              spellCheck={false}
              value={recoveryCode}
              onChange={(event) => setRecoveryCode(event.target.value)}
              error={errorOf('recoveryCode')}
              autoFocus
            />
          )}
          {secondFactor.isError && (
            <Text role="alert" size="sm" tone="danger">
              {secondFactor.error.message}
            </Text>
          )}
          <Button
            ref={submitRef}
            type="submit"
            size="lg"
            fullWidth
            loading={secondFactor.isPending}
          >
            로그인
          </Button>
          <StepActions>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setFactorKind(usingCode ? 'recoveryCode' : 'code');
                setFieldError(null);
                secondFactor.reset();
              }}
            >
              {usingCode ? '복구 코드로 로그인' : '인증 앱 코드로 로그인'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => restart(null)}>
              처음부터 다시
            </Button>
          </StepActions>
        </Form>
        {demoAccountOf(challenge.email) && (
          <Button
            variant="outline"
            loading={demoAccounts.isFetching}
            onClick={() => void fillDemoCode()}
          >
            데모 인증 코드 채우기
          </Button>
        )}
      </SignInCard>
    );
  }

  return (
    <SignInCard title="견적마켓 운영 콘솔 로그인" titleId="login-heading">
      {notice && (
        <Text role="status" size="sm" tone="danger">
          {notice}
        </Text>
      )}
      <Form onSubmit={submitPassword} noValidate aria-labelledby="login-heading">
        <TextField
          ref={emailRef}
          label="이메일"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errorOf('email')}
        />
        <TextField
          ref={passwordRef}
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errorOf('password')}
        />
        {login.isError && (
          <Text role="alert" size="sm" tone="danger">
            {login.error.message}
          </Text>
        )}
        <Button ref={submitRef} type="submit" size="lg" fullWidth loading={login.isPending}>
          다음
        </Button>
      </Form>
      <DemoAccountList
        accounts={(demoAccounts.data ?? []).map((account) => ({
          key: account.email,
          name: operatorRoleLabels[account.role],
          detail: account.email,
          fillLabel: `${withDirection(operatorRoleLabels[account.role])} 채우기`,
        }))}
        onFill={(address) => {
          const account = demoAccountOf(address);
          if (account) fillWith(account);
        }}
      />
    </SignInCard>
  );
}
