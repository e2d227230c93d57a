// The sign-in hooks against the real API: developer login, then phone verification through the
// development SMS outbox, the way the e2e tests and the dev helper do it.
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { developerLogin, requiredConsentTerms } from '@quotemarket/contract';
import { useDevelopmentSmsOutbox } from '../auth/useDevelopmentSmsOutbox';
import { useLogin } from '../auth/useLogin';
import { useRequestPhoneVerification } from '../auth/useRequestPhoneVerification';
import { useVerifyPhone } from '../auth/useVerifyPhone';
import { callTimeout, newDevice, renderOnRealApi, startRealApi, waitForAnswer } from './realApi';

const api = startRealApi();

/** Everything is agreed to, so a refusal can only be the code's. */
const allRequiredTerms = requiredConsentTerms.map((term) => ({ term, agreed: true }));

/**
 * A developer logs in with `email` and asks for a code to `phone`; the code is read from the
 * development outbox, as the e2e tests and the dev helper read it.
 */
async function loginAndTextCode(email: string, phone: string) {
  const device = newDevice();
  const login = renderOnRealApi(api, device, () => useLogin(developerLogin));
  const session = await act(() => login.result.current.mutateAsync({ email }));
  expect(device.storage.read('token')).toBe(session.token);
  const { result } = renderOnRealApi(api, device, () => ({
    request: useRequestPhoneVerification(),
    outbox: useDevelopmentSmsOutbox(phone, { enabled: false }),
    verify: useVerifyPhone(),
  }));
  await act(() => result.current.request.mutateAsync(phone));
  const { data: outbox } = await act(() => result.current.outbox.refetch());
  const code = outbox?.[0]?.code ?? '';
  expect(code).toMatch(/^\d{4}$/);
  return { verify: () => result.current.verify, code };
}

describe('sign-in hooks on the real API', () => {
  it(
    'logs a developer in, then verifies the phone with the code from the outbox',
    { timeout: callTimeout },
    async () => {
      const { verify, code } = await loginAndTextCode(
        'agreement-suite@quotemarket.kr',
        '01055556666',
      );
      const verified = await act(() =>
        verify().mutateAsync({ code, agreements: allRequiredTerms }),
      );
      expect(verified.phone).toContain('5555');
    },
  );

  it(
    'refuses a wrong code, and only the code, with the Korean message',
    { timeout: callTimeout },
    async () => {
      const { verify, code } = await loginAndTextCode('wrong-code@quotemarket.kr', '01077778888');
      const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');

      act(() => verify().mutate({ code: wrongCode, agreements: allRequiredTerms }));
      await waitForAnswer(() => expect(verify().isError).toBe(true));
      expect(verify().error?.status).toBe(400);
      expect(verify().error?.message).toBe('인증번호가 올바르지 않아요.');

      const verified = await act(() =>
        verify().mutateAsync({ code, agreements: allRequiredTerms }),
      );
      expect(verified.phone).toContain('7777');
    },
  );
});
