// The sign-in hooks against the real API: developer login, then phone verification through the
// development SMS outbox, the way the e2e tests and the dev helper do it.
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { developerLogin, requiredConsentTerms } from '@quotemarket/contract';
import { useDevelopmentSmsOutbox } from '../auth/useDevelopmentSmsOutbox';
import { useLogin } from '../auth/useLogin';
import { useRequestPhoneVerification } from '../auth/useRequestPhoneVerification';
import { useVerifyPhone } from '../auth/useVerifyPhone';
import { callTimeout, newDevice, renderOnRealApi, startRealApi } from './realApi';

const api = startRealApi();

describe('sign-in hooks on the real API', () => {
  it(
    'logs a developer in, then verifies the phone with the code from the outbox',
    { timeout: callTimeout },
    async () => {
      const device = newDevice();
      const phone = '01055556666';
      const login = renderOnRealApi(api, device, () => useLogin(developerLogin));
      const session = await act(() =>
        login.result.current.mutateAsync({ email: 'agreement-suite@quotemarket.kr' }),
      );
      expect(device.storage.read('token')).toBe(session.token);

      const { result } = renderOnRealApi(api, device, () => ({
        request: useRequestPhoneVerification(),
        outbox: useDevelopmentSmsOutbox(phone, { enabled: false }),
        verify: useVerifyPhone(),
      }));
      await act(() => result.current.request.mutateAsync(phone));
      const { data: outbox } = await act(() => result.current.outbox.refetch());
      const code = outbox?.[0]?.code;
      expect(code).toMatch(/^\d{4}$/);

      const verified = await act(() =>
        result.current.verify.mutateAsync({
          code: code ?? '',
          agreements: requiredConsentTerms.map((term) => ({ term, agreed: true })),
        }),
      );
      expect(verified.phone).toContain('5555');
    },
  );

  it(
    'refuses a wrong code, and only the code, with the Korean message',
    {
      timeout: callTimeout,
    },
    async () => {
      const device = newDevice();
      const phone = '01077778888';
      const login = renderOnRealApi(api, device, () => useLogin(developerLogin));
      await act(() => login.result.current.mutateAsync({ email: 'wrong-code@quotemarket.kr' }));
      const { result } = renderOnRealApi(api, device, () => ({
        request: useRequestPhoneVerification(),
        outbox: useDevelopmentSmsOutbox(phone, { enabled: false }),
        verify: useVerifyPhone(),
      }));
      await act(() => result.current.request.mutateAsync(phone));
      const { data: outbox } = await act(() => result.current.outbox.refetch());
      const code = outbox?.[0]?.code ?? '';
      expect(code).toMatch(/^\d{4}$/);
      // Everything else is right, so only the code can be what the server refuses.
      const agreements = requiredConsentTerms.map((term) => ({ term, agreed: true }));
      const wrongCode = String((Number(code) + 1) % 10_000).padStart(4, '0');

      act(() => result.current.verify.mutate({ code: wrongCode, agreements }));
      await waitFor(() => expect(result.current.verify.isError).toBe(true));
      expect(result.current.verify.error?.status).toBe(400);
      expect(result.current.verify.error?.message).toBe('인증번호가 올바르지 않아요.');

      const verified = await act(() => result.current.verify.mutateAsync({ code, agreements }));
      expect(verified.phone).toContain('7777');
    },
  );
});
