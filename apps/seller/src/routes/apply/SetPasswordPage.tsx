import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { dealerApplicationMessages, dealerPasswordMinLength } from '@quotemarket/contract';
import { useDealerPasswordLink, useSetDealerPassword } from '@quotemarket/hooks';
import { Button, ErrorFallback, Spinner, Text, TextField, vars, SignInCard } from '@quotemarket/ui';
import { paths } from '../../paths';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

const mismatchMessage = '두 비밀번호가 같지 않아요.';

/**
 * `/seller/set-password?token=…`: the approved store's first password, through the one-time link
 * texted on approval. The rule is the dealers' everywhere (at least 12 characters); the link is
 * spent once the password is set.
 */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const link = useDealerPasswordLink(token);
  const setPassword = useSetDealerPassword();
  const [password, setPasswordText] = useState('');
  const [repeated, setRepeated] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeated?: string }>({});

  if (setPassword.isSuccess) {
    return (
      <SignInCard title="비밀번호를 정했어요" titleId="password-heading">
        <Text role="status">이제 {setPassword.data.email}와 새 비밀번호로 로그인할 수 있어요.</Text>
        <Button asChild size="lg" fullWidth>
          <Link to={paths.login()}>로그인하러 가기</Link>
        </Button>
      </SignInCard>
    );
  }

  if (!token || link.isError) {
    return (
      <SignInCard title="비밀번호 정하기" titleId="password-heading">
        <ErrorFallback
          title="링크를 쓸 수 없어요"
          description={link.error?.message ?? dealerApplicationMessages.passwordLinkInvalid}
        />
        <Button asChild variant="outline" fullWidth>
          <Link to={paths.login()}>로그인하러 가기</Link>
        </Button>
      </SignInCard>
    );
  }

  if (!link.data) {
    return (
      <SignInCard title="비밀번호 정하기" titleId="password-heading">
        <Spinner label="링크를 확인하고 있어요" />
      </SignInCard>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(password.length < dealerPasswordMinLength && {
        password: dealerApplicationMessages.passwordTooShort,
      }),
      ...(password !== repeated && { repeated: mismatchMessage }),
    };
    setErrors(found);
    if (Object.keys(found).length === 0) setPassword.mutate({ token, password });
  };

  return (
    <SignInCard title="비밀번호 정하기" titleId="password-heading">
      <Text>{link.data.storeName}의 입점이 승인되었어요. 로그인에 쓸 비밀번호를 정해 주세요.</Text>
      <Form onSubmit={submit} noValidate aria-labelledby="password-heading">
        <TextField
          label="이메일"
          name="username"
          autoComplete="username"
          value={link.data.email}
          readOnly
        />
        <TextField
          label="새 비밀번호"
          description={`${dealerPasswordMinLength}자 이상`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPasswordText(event.target.value)}
          error={errors.password}
        />
        <TextField
          label="새 비밀번호 확인"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          value={repeated}
          onChange={(event) => setRepeated(event.target.value)}
          error={errors.repeated}
        />
        {setPassword.isError && (
          <Text role="alert" size="sm" tone="danger">
            {setPassword.error.message}
          </Text>
        )}
        <Button type="submit" size="lg" fullWidth loading={setPassword.isPending}>
          비밀번호 정하기
        </Button>
      </Form>
    </SignInCard>
  );
}
