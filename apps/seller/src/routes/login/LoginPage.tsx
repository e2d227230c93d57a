import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { withDirection, type SellerDemoAccount } from '@quotemarket/contract';
import { useIsSellerLoggedIn, useSellerDemoAccounts, useSellerLogin } from '@quotemarket/hooks';
import {
  Button,
  DemoAccountList,
  SignInCard,
  Text,
  TextField,
  useToast,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { failedLoginsNotice } from './failedLoginsNotice';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

interface FieldErrors {
  email?: string;
  password?: string;
}

/** The console page that sent the dealer here (`RequireSellerLogin` puts it in the state). */
function requestedPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' ? from : undefined;
}

/**
 * Where the login goes next: back to the console page that asked for it, or the inbox. Only a
 * path inside the console is followed, never another origin (`//host`) or the login itself.
 */
function returnPathOf(requested: string | undefined): string {
  const isConsolePath =
    requested !== undefined &&
    requested.startsWith('/') &&
    !requested.startsWith('//') &&
    requested !== paths.login();
  return isConsolePath ? requested : paths.inbox();
}

/** A refused login needs no more handling: the form shows the mutation's error. */
const ignoreShownFailure = () => undefined;

/**
 * `paths.login()`, outside the console's frame: the dealer's email and password. A signed-in
 * dealer goes straight on, told of wrong passwords given for the account elsewhere since the last
 * login; outside production the demo stores can fill the form.
 */
export function LoginPage() {
  const isLoggedIn = useIsSellerLoggedIn();
  const location = useLocation();
  const login = useSellerLogin();
  const { toast } = useToast();
  const demoAccounts = useSellerDemoAccounts();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  // A refused attempt (401) makes the API client open this page again without its state: the
  // page the dealer came from is kept until a new one is asked for.
  const requestedPath = requestedPathOf(location.state);
  const [rememberedPath, setRememberedPath] = useState(requestedPath);
  if (requestedPath !== undefined && requestedPath !== rememberedPath) {
    setRememberedPath(requestedPath);
  }

  // A successful login stores the token, which brings the dealer here too.
  if (isLoggedIn) return <Navigate to={returnPathOf(rememberedPath)} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(!email.trim() && { email: '이메일을 입력해 주세요.' }),
      ...(!password && { password: '비밀번호를 입력해 주세요.' }),
    };
    setFieldErrors(errors);
    // The first field to fix takes the focus, so its message is read and it can be typed into.
    if (errors.email) emailRef.current?.focus();
    else if (errors.password) passwordRef.current?.focus();
    // The promise rather than `mutate`'s callbacks: the stored token takes the dealer away from
    // this page before the mutation settles, and `mutate` drops the callbacks of a page gone.
    else {
      void login.mutateAsync({ email: email.trim(), password }).then(({ failedLogins }) => {
        if (failedLogins) toast(failedLoginsNotice(failedLogins));
      }, ignoreShownFailure);
    }
  };

  const fillWith = (account: SellerDemoAccount) => {
    setEmail(account.email);
    setPassword(account.password);
    setFieldErrors({});
    login.reset();
    submitRef.current?.focus();
  };

  return (
    <SignInCard title="견적마켓 파트너 로그인" titleId="login-heading">
      <Form onSubmit={submit} noValidate aria-labelledby="login-heading">
        <TextField
          ref={emailRef}
          label="이메일"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
        />
        <TextField
          ref={passwordRef}
          label="비밀번호"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
        />
        {login.isError && (
          <Text role="alert" size="sm" tone="danger">
            {login.error.message}
          </Text>
        )}
        <Button ref={submitRef} type="submit" size="lg" fullWidth loading={login.isPending}>
          로그인
        </Button>
      </Form>
      <DemoAccountList
        accounts={(demoAccounts.data ?? []).map((account) => ({
          key: account.email,
          name: account.storeName,
          detail: account.email,
          fillLabel: `${withDirection(account.storeName)} 채우기`,
        }))}
        onFill={(email) => {
          const account = demoAccounts.data?.find((demo) => demo.email === email);
          if (account) fillWith(account);
        }}
      />
    </SignInCard>
  );
}
