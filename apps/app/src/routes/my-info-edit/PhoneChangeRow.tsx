import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { mobileNumberMaxDigits, verificationCodeLength } from '@quotemarket/contract';
import { isCodeMessage, usePhoneVerification } from '@quotemarket/hooks';
import { Button, DigitField, formatPhone, Text, useToast, vars } from '@quotemarket/ui';
import { paths } from '../../paths';
import { VerificationCountdown } from '../../shared/VerificationCountdown';
import { InfoRow } from './InfoRow';
import { myInfoEditTexts } from './myInfoEditTexts';
import { Actions, Form } from './ProfileTextRow';

const Editor = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

interface PhoneChangeEditorProps {
  current: string | null;
  onCancel: () => void;
  onChanged: () => void;
  now?: (() => number) | undefined;
}

/**
 * The new number's verification, inline: number → 인증번호 받기 → code → 인증하기. The number is the
 * buyer's only once the server confirms the code (it then replaces the verified one); until then
 * the old number stays.
 */
function PhoneChangeEditor({ current, onCancel, onChanged, now }: PhoneChangeEditorProps) {
  const verification = usePhoneVerification({ onVerified: onChanged, ...(now && { now }) });
  const [sameAsCurrent, setSameAsCurrent] = useState(false);
  // The editor opens at the buyer's request: focus goes to the new number.
  const numberInput = useRef<HTMLInputElement>(null);
  useEffect(() => numberInput.current?.focus(), []);
  const { status, message, isError } = verification;
  const hasCode = status === 'requested' || status === 'expired' || status === 'locked';

  const fieldError = isError ? message : null;
  const codeError = fieldError && isCodeMessage(fieldError) ? fieldError : null;
  const phoneError = sameAsCurrent
    ? myInfoEditTexts.samePhone
    : fieldError && !codeError
      ? fieldError
      : null;

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    if (current && verification.phone === current) {
      setSameAsCurrent(true);
      return;
    }
    void verification.requestCode();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void verification.verifyCode();
  };
  // Enter in a short code still answers (the confirm button stays disabled below 4 digits).
  const confirmOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || verification.canVerify) return;
    event.preventDefault();
    void verification.verifyCode();
  };

  return (
    <Editor>
      <Text size="sm" tone="subtle">
        {myInfoEditTexts.phoneHint}
      </Text>
      <Form onSubmit={submitPhone} aria-label="새 휴대폰 번호 인증" noValidate>
        <DigitField
          label={myInfoEditTexts.newPhone}
          placeholder="숫자만 입력 (예: 01012345678)"
          autoComplete="tel-national"
          ref={numberInput}
          maxLength={mobileNumberMaxDigits}
          value={verification.phone}
          onValueChange={(digits) => {
            setSameAsCurrent(false);
            verification.setPhone(digits);
          }}
          error={phoneError}
          trailing={
            <Button
              type="submit"
              size="sm"
              variant={hasCode ? 'outline' : 'primary'}
              disabled={!verification.canRequest}
              loading={verification.isRequesting}
            >
              {hasCode ? myInfoEditTexts.requestAgain : myInfoEditTexts.requestCode}
            </Button>
          }
        />
      </Form>
      {hasCode && (
        <Form onSubmit={submitCode} aria-label="인증번호 확인" noValidate>
          <DigitField
            label={myInfoEditTexts.code}
            placeholder={`인증번호 ${verificationCodeLength}자리`}
            autoComplete="one-time-code"
            maxLength={verificationCodeLength}
            value={verification.code}
            onValueChange={verification.setCode}
            onKeyDown={confirmOnEnter}
            disabled={status !== 'requested'}
            error={codeError}
            trailing={
              status === 'requested' ? (
                <VerificationCountdown remainingSeconds={verification.remainingSeconds} />
              ) : undefined
            }
          />
          <Actions>
            <Button type="button" variant="outline" onClick={onCancel}>
              {myInfoEditTexts.cancel}
            </Button>
            <Button
              type="submit"
              disabled={!verification.canVerify}
              loading={verification.isVerifying}
            >
              {myInfoEditTexts.verify}
            </Button>
          </Actions>
        </Form>
      )}
      {!hasCode && (
        <Actions>
          <Button type="button" variant="outline" onClick={onCancel}>
            {myInfoEditTexts.cancel}
          </Button>
        </Actions>
      )}
      <Text role="status" size="sm" tone="success">
        {!isError && message ? message : ''}
      </Text>
    </Editor>
  );
}

export interface PhoneChangeRowProps {
  /** The buyer's verified number (digits), or null while none is. */
  value: string | null;
  /** The clock of the 300 s countdown (tests pass their own). */
  now?: (() => number) | undefined;
}

/** The phone row: the verified number, changed only by verifying the new one. */
export function PhoneChangeRow({ value, now }: PhoneChangeRowProps) {
  const [editing, setEditing] = useState(false);
  const { toast } = useToast();
  const close = useCallback(() => setEditing(false), []);
  // The verify call already refreshes the profile query, so the row shows the new number.
  const changed = useCallback(() => {
    setEditing(false);
    toast({ title: myInfoEditTexts.phoneChanged, tone: 'success' });
  }, [toast]);

  return (
    <InfoRow
      label="휴대폰 번호"
      value={formatPhone(value)}
      editing={editing}
      onEdit={() => setEditing(true)}
      // A first number comes with the terms' consents, which the verification page asks for.
      action={
        value === null ? (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.verificatePhone()}>{myInfoEditTexts.verifyFirst}</Link>
          </Button>
        ) : undefined
      }
      data-field="phoneNumber"
    >
      {/* A fresh editor each time: a finished verification never carries over. */}
      <PhoneChangeEditor current={value} onCancel={close} onChanged={changed} now={now} />
    </InfoRow>
  );
}
