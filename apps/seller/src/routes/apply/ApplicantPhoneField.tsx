import { useState } from 'react';
import { styled } from 'styled-components';
import {
  invalidMobileNumberMessage,
  isMobileNumber,
  verificationCodeLength,
  verificationCodeMessages,
} from '@quotemarket/contract';
import { useRequestApplicantPhoneCode, useVerifyApplicantPhoneCode } from '@quotemarket/hooks';
import { Button, DigitField, Text, formatPhone, vars } from '@quotemarket/ui';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${vars.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export interface ApplicantPhoneFieldProps {
  phone: string;
  onPhoneChange: (phone: string) => void;
  /** The proof of the verified phone; null until the code is confirmed. */
  proof: string | null;
  onVerified: (proof: string) => void;
  /** The form's message for this field (e.g. not verified yet). */
  error?: string | undefined;
}

/**
 * 휴대폰: the number, a code texted to it, and its confirmation. Once confirmed the number is fixed
 * (changing it would need a new code), and the proof goes with the form.
 */
export function ApplicantPhoneField({
  phone,
  onPhoneChange,
  proof,
  onVerified,
  error,
}: ApplicantPhoneFieldProps) {
  const requestCode = useRequestApplicantPhoneCode();
  const verifyCode = useVerifyApplicantPhoneCode();
  const [code, setCode] = useState('');
  const [phoneProblem, setPhoneProblem] = useState<string>();

  const send = () => {
    if (!isMobileNumber(phone)) {
      setPhoneProblem(invalidMobileNumberMessage);
      return;
    }
    setPhoneProblem(undefined);
    setCode('');
    verifyCode.reset();
    requestCode.mutate(phone);
  };

  const confirm = () => {
    verifyCode.mutate({ phone, code }, { onSuccess: (answer) => onVerified(answer.phoneProof) });
  };

  if (proof) {
    return (
      <Group>
        <Text size="sm" tone="muted">
          휴대폰
        </Text>
        <Text role="status">{formatPhone(phone)} 인증을 마쳤어요.</Text>
      </Group>
    );
  }

  return (
    <Group>
      <Row>
        <DigitField
          label="휴대폰"
          description="입점 결과를 이 번호로 알려 드려요."
          name="phone"
          autoComplete="tel"
          maxLength={11}
          value={phone}
          onValueChange={onPhoneChange}
          error={
            phoneProblem ?? (requestCode.isError ? requestCode.error.message : undefined) ?? error
          }
        />
        <Button type="button" variant="outline" onClick={send} loading={requestCode.isPending}>
          {requestCode.isSuccess ? '다시 받기' : '인증번호 받기'}
        </Button>
      </Row>
      {requestCode.isSuccess && (
        <Row>
          <DigitField
            label="인증번호"
            description={verificationCodeMessages.sent}
            name="code"
            autoComplete="one-time-code"
            maxLength={verificationCodeLength}
            value={code}
            onValueChange={setCode}
            error={verifyCode.isError ? verifyCode.error.message : undefined}
          />
          <Button
            type="button"
            onClick={confirm}
            loading={verifyCode.isPending}
            disabled={code.length !== verificationCodeLength}
          >
            확인
          </Button>
        </Row>
      )}
    </Group>
  );
}
