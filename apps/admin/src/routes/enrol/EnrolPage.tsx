import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  operatorMessages,
  operatorPasswordMinLength,
  operatorRoleLabels,
} from '@quotemarket/contract';
import { ApiError, useCompleteOperatorEnrolment, useOperatorEnrolment } from '@quotemarket/hooks';
import {
  Button,
  DescriptionList,
  DigitField,
  EmptyState,
  Heading,
  SignInCard,
  SkeletonList,
  Text,
  TextField,
  vars,
} from '@quotemarket/ui';
import { paths } from '../../paths';
import { useCopyText } from '../../shared/useCopyText';
import { useSvgImageUrl } from '../../shared/useSvgImageUrl';
import { RecoveryCodes } from './RecoveryCodes';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const AuthenticatorSetup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[4]};
`;

const QrImage = styled.img`
  width: 176px;
  height: 176px;
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const ManualKey = styled.div`
  display: flex;
  flex: 1 1 200px;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const KeyText = styled.code`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: ${vars.font.size.md};
  letter-spacing: 0.05em;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** The key in groups of four, as authenticator apps show it: easier to type without a slip. */
function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

interface FieldErrors {
  password?: string;
  confirmation?: string;
  code?: string;
}

/**
 * `paths.enrol(token)`: an invited operator sets up the account the link names — the
 * authenticator app by QR code (or its key typed in), a password and the app's first code — and
 * then sees the ten recovery codes, this once.
 */
export function EnrolPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const navigate = useNavigate();
  const enrolment = useOperatorEnrolment(token);
  const complete = useCompleteOperatorEnrolment();
  const copyText = useCopyText();
  const qrCodeUrl = useSvgImageUrl(enrolment.data?.qrCodeSvg);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  if (complete.data) {
    return (
      <SignInCard
        title="복구 코드를 저장해 주세요"
        description="인증 앱을 쓸 수 없을 때 코드 하나로 한 번 로그인할 수 있어요. 이 화면을 벗어나면 다시 볼 수 없어요."
      >
        <RecoveryCodes
          codes={complete.data.recoveryCodes}
          onCopy={() => void copyText(complete.data.recoveryCodes.join('\n'), '복구 코드')}
        />
        <Button size="lg" fullWidth onClick={() => void navigate(paths.home(), { replace: true })}>
          저장했어요, 콘솔로 이동
        </Button>
      </SignInCard>
    );
  }

  if (!token || enrolment.isError) {
    return (
      <SignInCard title="운영자 등록">
        <EmptyState
          title="등록 링크를 쓸 수 없어요"
          description={
            enrolment.error instanceof ApiError && enrolment.error.isClientError
              ? enrolment.error.message
              : !token
                ? operatorMessages.enrolmentInvalid
                : '등록 정보를 불러오지 못했어요. 잠시 후 다시 시도해 주세요.'
          }
          action={
            <Button asChild variant="outline">
              <Link to={paths.login()}>로그인 화면으로 가기</Link>
            </Button>
          }
        />
      </SignInCard>
    );
  }

  if (!enrolment.data) {
    return (
      <SignInCard title="운영자 등록" width="wide">
        <SkeletonList count={3} label="등록 정보를 불러오는 중" />
      </SignInCard>
    );
  }

  const { name, email, role, secret } = enrolment.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(password.length < operatorPasswordMinLength && {
        password: operatorMessages.passwordTooShort,
      }),
      ...(confirmation !== password && { confirmation: operatorMessages.passwordsDiffer }),
      ...(code.length !== 6 && { code: '인증 앱에 보이는 6자리 숫자를 입력해 주세요.' }),
    };
    setFieldErrors(errors);
    if (errors.password) passwordRef.current?.focus();
    else if (errors.confirmation) confirmationRef.current?.focus();
    else if (errors.code) codeRef.current?.focus();
    else complete.mutate({ token, password, code });
  };

  // A field the API refused shows its message under that field; anything else, under the form.
  const apiFieldErrors = complete.error instanceof ApiError ? complete.error.fieldErrors : {};
  const apiFieldError = (field: keyof FieldErrors) =>
    field === 'confirmation' ? undefined : apiFieldErrors[field];
  const formError =
    complete.isError && !apiFieldErrors.password && !apiFieldErrors.code
      ? complete.error.message
      : null;

  return (
    <SignInCard
      title="운영자 등록"
      titleId="enrol-heading"
      width="wide"
      description="인증 앱을 등록하고 비밀번호를 정하면 운영 콘솔을 쓸 수 있어요."
    >
      <DescriptionList
        items={[
          { term: '이름', description: name },
          { term: '이메일', description: email },
          { term: '역할', description: operatorRoleLabels[role] },
        ]}
      />
      <Section aria-labelledby="authenticator-heading">
        <Heading level={2} size="sm" id="authenticator-heading">
          1. 인증 앱 등록
        </Heading>
        <Text size="sm" tone="muted">
          Google Authenticator 같은 인증 앱으로 QR 코드를 찍어 주세요. 찍을 수 없으면 키를 직접
          입력해요.
        </Text>
        <AuthenticatorSetup>
          {qrCodeUrl && (
            <QrImage src={qrCodeUrl} alt={`인증 앱에 ${email} 계정을 등록하는 QR 코드`} />
          )}
          <ManualKey>
            <Text as="span" size="sm" tone="subtle" id="manual-key-label">
              직접 입력하는 키
            </Text>
            <KeyText aria-labelledby="manual-key-label" data-testid="manual-key">
              {groupedKey(secret)}
            </KeyText>
            <Button variant="outline" size="sm" onClick={() => void copyText(secret, '키')}>
              키 복사
            </Button>
          </ManualKey>
        </AuthenticatorSetup>
      </Section>
      <Section aria-labelledby="password-heading">
        <Heading level={2} size="sm" id="password-heading">
          2. 비밀번호와 첫 인증 코드
        </Heading>
        <Form onSubmit={submit} noValidate aria-labelledby="password-heading">
          {/* The account's name for the browser's password manager, which saves it with this. */}
          <input type="hidden" name="username" autoComplete="username" value={email} />
          <TextField
            ref={passwordRef}
            label="비밀번호"
            description={`${operatorPasswordMinLength}자 이상으로 정해 주세요.`}
            type="password"
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={fieldErrors.password ?? apiFieldError('password')}
          />
          <TextField
            ref={confirmationRef}
            label="비밀번호 확인"
            type="password"
            name="confirmation"
            autoComplete="new-password"
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            error={fieldErrors.confirmation}
          />
          <DigitField
            ref={codeRef}
            label="인증 코드"
            description="인증 앱에 보이는 6자리 숫자예요."
            name="code"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={setCode}
            error={fieldErrors.code ?? apiFieldError('code')}
          />
          {formError && (
            <Text role="alert" size="sm" tone="danger">
              {formError}
            </Text>
          )}
          <Button type="submit" size="lg" fullWidth loading={complete.isPending}>
            등록 완료
          </Button>
        </Form>
      </Section>
    </SignInCard>
  );
}
