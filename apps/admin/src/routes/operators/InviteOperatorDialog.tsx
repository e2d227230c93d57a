import { useRef, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import {
  operatorManagementMessages,
  operatorNameMaxLength,
  operatorRoleDescriptions,
  operatorRoleLabels,
  operatorRoles,
  withDirection,
  type OperatorRole,
} from '@quotemarket/contract';
import { ApiError, useInviteOperator } from '@quotemarket/hooks';
import { Button, Dialog, DialogClose, RadioGroup, Text, TextField, vars } from '@quotemarket/ui';
import { EnrolmentLink } from './EnrolmentLink';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** The contract's own rule for an address, so the form refuses what the API would. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const roleOptions = operatorRoles.map((role) => ({
  value: role,
  label: operatorRoleLabels[role],
  description: operatorRoleDescriptions[role],
}));

interface FieldErrors {
  email?: string;
  name?: string;
}

/**
 * 초대: the new operator's e-mail, name and role; then the one-time enrolment link to hand over.
 * The least the role can do is chosen first (조회 전용): more is a decision.
 */
export function InviteOperatorDialog() {
  const [open, setOpen] = useState(false);
  const invite = useInviteOperator();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<OperatorRole>('VIEWER');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    setOpen(next);
    if (!next) {
      // The next invitation starts blank; the link shown this time is not shown again.
      invite.reset();
      setEmail('');
      setName('');
      setRole('VIEWER');
      setFieldErrors({});
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      ...(!emailPattern.test(email.trim()) && { email: operatorManagementMessages.emailInvalid }),
      ...(!name.trim() && { name: operatorManagementMessages.nameRequired }),
    };
    setFieldErrors(errors);
    if (errors.email) emailRef.current?.focus();
    else if (errors.name) nameRef.current?.focus();
    else invite.mutate({ email: email.trim(), name: name.trim(), role });
  };

  const apiFieldErrors = invite.error instanceof ApiError ? invite.error.fieldErrors : {};
  const formError =
    invite.isError && !apiFieldErrors.email && !apiFieldErrors.name ? invite.error.message : null;
  const link = invite.data;

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={<Button>운영자 초대</Button>}
      title={link ? '등록 링크를 만들었어요' : '운영자 초대'}
      description={
        link
          ? `${link.operator.name}님이 이 링크에서 비밀번호와 인증 앱을 등록하면 ${withDirection(operatorRoleLabels[link.operator.role])} 일할 수 있어요.`
          : '초대한 운영자는 등록 링크에서 비밀번호와 인증 앱을 직접 등록해요.'
      }
      footer={
        link ? (
          <DialogClose asChild>
            <Button size="lg">닫기</Button>
          </DialogClose>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="secondary" size="lg" disabled={invite.isPending}>
                취소
              </Button>
            </DialogClose>
            <Button type="submit" form="invite-operator" size="lg" loading={invite.isPending}>
              초대하기
            </Button>
          </>
        )
      }
    >
      {link ? (
        <EnrolmentLink
          enrolmentPath={link.enrolmentPath}
          expiresAt={link.expiresAt}
          operatorName={link.operator.name}
        />
      ) : (
        <Form id="invite-operator" onSubmit={submit} noValidate>
          <TextField
            ref={emailRef}
            label="이메일"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrors.email ?? apiFieldErrors.email}
          />
          <TextField
            ref={nameRef}
            label="이름"
            autoComplete="off"
            maxLength={operatorNameMaxLength}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={fieldErrors.name ?? apiFieldErrors.name}
          />
          <RadioGroup
            label="역할"
            options={roleOptions}
            value={role}
            onValueChange={(value) => setRole(value as OperatorRole)}
          />
          {formError && (
            <Text role="alert" size="sm" tone="danger">
              {formError}
            </Text>
          )}
        </Form>
      )}
    </Dialog>
  );
}
