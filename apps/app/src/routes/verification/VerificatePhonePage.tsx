import { useCallback, useEffect, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  consentTermDetails,
  consentTerms,
  isConsentTerm,
  mobileNumberMaxDigits,
  verificationCodeLength,
} from '@quotemarket/contract';
import {
  isCodeMessage,
  phoneVerificationMessages,
  useAppStorage,
  useBiddingTarget,
  useIsLoggedIn,
  usePhoneVerification,
  useTermsConsent,
} from '@quotemarket/hooks';
import { Button, ConsentList, DigitField, Heading, PageStack, Text, vars } from '@quotemarket/ui';
import { paths } from '../../paths';
import { VerificationCountdown } from '../../shared/VerificationCountdown';
import { verificationButtonTexts } from '../../shared/verificationTexts';

const Intro = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

export interface VerificatePhonePageProps {
  /** The clock of the 300 s countdown (tests pass their own). */
  now?: () => number;
}

/** The consents of phone verification (spec 4), each with its '보기' link to its terms page. */
const consentItems = consentTerms.map((term) => {
  const { label, required, document } = consentTermDetails[term];
  return { id: term, label, required, href: paths.terms(document) };
});

/**
 * `/verificate-phone`: the terms consents, the phone number and the texted code with its 300 s
 * countdown. Once verified, the buyer returns to the wizard of the product they were requesting
 * (the stored bidding target), or home when none is stored. Without a login it goes to /login.
 */
export function VerificatePhonePage({ now }: VerificatePhonePageProps) {
  const navigate = useNavigate();
  const isLoggedIn = useIsLoggedIn();
  const { target } = useBiddingTarget();
  const terms = useTermsConsent();
  const { agreements, toggle, openTerm } = terms;
  // Opened after a term's page (consents restored), the list shows what was ticked.
  const [expandedAtStart] = useState(() => agreements.some((entry) => entry.agreed));
  // The typed number survives a term's page as the consents do, restored once.
  const storage = useAppStorage();
  const [typedBeforeTerm] = useState(() => storage.read('verificationPhone'));
  useEffect(() => storage.remove('verificationPhone'), [storage]);

  useEffect(() => {
    if (!isLoggedIn) void navigate(paths.login(), { replace: true });
  }, [isLoggedIn, navigate]);

  const onVerified = useCallback(
    () => void navigate((target && paths.biddingPage(target)) ?? paths.home(), { replace: true }),
    [navigate, target],
  );
  const verification = usePhoneVerification({
    terms,
    onVerified,
    initialPhone: typedBeforeTerm,
    ...(now && { now }),
  });
  const { status, message, isError } = verification;
  const hasCode = status === 'requested' || status === 'expired' || status === 'locked';

  const agreedIds = agreements.filter((entry) => entry.agreed).map((entry) => entry.term);
  const changeConsents = (next: string[]) => {
    for (const { term, agreed } of agreements) {
      if (agreed !== next.includes(term)) toggle(term);
    }
  };

  // Each message sits where it belongs: consents, the phone number or the code.
  const termsError = message === phoneVerificationMessages.termsRequired ? message : null;
  const fieldError = isError && !termsError ? message : null;
  const codeError = fieldError && isCodeMessage(fieldError) ? fieldError : null;
  const phoneError = fieldError && !codeError ? fieldError : null;

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
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

  if (!isLoggedIn) return null;

  return (
    <PageStack gap="lg" paddingTop="lg" data-page="verificate-phone">
      <Intro>
        <Heading>휴대폰 본인인증</Heading>
        <Text tone="subtle">견적 요청을 위해 약관에 동의하고 휴대폰 번호를 인증해 주세요.</Text>
      </Intro>
      <section aria-label="약관 동의">
        <ConsentList
          items={consentItems}
          value={agreedIds}
          onValueChange={changeConsents}
          onBeforeNavigate={(item) => {
            if (!isConsentTerm(item.id)) return;
            openTerm(item.id);
            storage.write('verificationPhone', verification.phone);
          }}
          defaultExpanded={expandedAtStart}
          error={termsError}
        />
      </section>
      <Form onSubmit={submitPhone} aria-label="휴대폰 번호 인증" noValidate>
        <DigitField
          label="휴대폰 번호"
          placeholder="숫자만 입력 (예: 01012345678)"
          autoComplete="tel-national"
          maxLength={mobileNumberMaxDigits}
          value={verification.phone}
          onValueChange={verification.setPhone}
          disabled={status === 'verified'}
          error={phoneError}
          trailing={
            <Button
              type="submit"
              size="sm"
              variant={hasCode ? 'outline' : 'primary'}
              disabled={!verification.canRequest}
              loading={verification.isRequesting}
            >
              {hasCode ? verificationButtonTexts.requestAgain : verificationButtonTexts.requestCode}
            </Button>
          }
        />
      </Form>
      {hasCode && (
        <Form onSubmit={submitCode} aria-label="인증번호 확인" noValidate>
          <DigitField
            label="인증번호"
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
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!verification.canVerify}
            loading={verification.isVerifying}
          >
            {verificationButtonTexts.verify}
          </Button>
        </Form>
      )}
      <Text role="status" size="sm" tone={isError ? 'danger' : 'success'}>
        {!isError && message ? message : ''}
      </Text>
    </PageStack>
  );
}
