import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentTerms, requestPhoneVerification, verifyPhone } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { phoneVerificationMessages as messages } from './phoneVerificationMachine';
import { usePhoneVerification } from './usePhoneVerification';

const server = setupMswServer();
const allAgreed = {
  isRequiredAgreed: true,
  agreements: consentTerms.map((term) => ({ term, agreed: true })),
};
const expiry = { expiresAt: '2026-11-01T00:05:00.000Z', expiresInSeconds: 300 };
const verified = { phone: '01012345678', verifiedAt: '2026-11-01T00:00:00.000Z' };

// Only the countdown's interval and the clock are faked; MSW keeps its real timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] }));
afterEach(() => vi.useRealTimers());

function renderVerification(terms = allAgreed, onVerified = vi.fn()) {
  return renderHookWithApi(() => usePhoneVerification({ terms, onVerified }));
}

async function requestWith(result: { current: ReturnType<typeof usePhoneVerification> }) {
  act(() => result.current.setPhone('010-1234-5678'));
  await act(() => result.current.requestCode());
}

describe('usePhoneVerification', () => {
  it('requests a code, counts 300 s down and expires the code at 0', async () => {
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    const { result } = renderVerification();
    expect(result.current.canRequest).toBe(false);
    await requestWith(result);
    expect(request.calls[0]?.body).toEqual({ target: 'PHONE', payload: '01012345678' });
    expect(result.current).toMatchObject({ status: 'requested', remainingSeconds: 300 });
    expect(result.current.message).toBe(messages.sent);

    act(() => {
      vi.advanceTimersByTime(299_000);
    });
    expect(result.current.remainingSeconds).toBe(1);
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toMatchObject({ status: 'expired', message: messages.expired });
  });

  it('a re-request restarts the timer and says the code was sent again', async () => {
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler);
    const { result } = renderVerification();
    await requestWith(result);
    act(() => {
      vi.advanceTimersByTime(200_000);
    });
    act(() => result.current.setCode('12'));
    await act(() => result.current.requestCode());
    expect(result.current).toMatchObject({
      remainingSeconds: 300,
      code: '',
      message: messages.resent,
    });
  });

  it('refuses to request without the required terms', async () => {
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    const { result } = renderVerification({ isRequiredAgreed: false, agreements: [] });
    await requestWith(result);
    expect(result.current.message).toBe(messages.termsRequired);
    expect(request.calls).toHaveLength(0);
  });

  it('shows the server reason for a refused request and a general one for a server fault', async () => {
    const reasons = [
      apiErrorResponse(429, '인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.'),
      apiErrorResponse(502, 'SMS gateway down'),
    ];
    server.use(mockEndpoint(requestPhoneVerification, () => reasons.shift()!).handler);
    const { result } = renderVerification();
    await requestWith(result);
    expect(result.current.message).toBe(
      '인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.',
    );
    await act(() => result.current.requestCode());
    expect(result.current).toMatchObject({ status: 'idle', message: messages.requestFailed });
  });

  it('confirms a 4-digit code with the consents and reports success', async () => {
    const verify = mockEndpoint(verifyPhone, verified);
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler, verify.handler);
    const onVerified = vi.fn();
    const { result } = renderVerification(allAgreed, onVerified);
    await requestWith(result);
    act(() => result.current.setCode('123'));
    expect(result.current.canVerify).toBe(false);
    await act(() => result.current.verifyCode());
    expect(result.current.message).toBe(messages.codeIncomplete);
    expect(verify.calls).toHaveLength(0);

    act(() => result.current.setCode('1234'));
    await act(() => result.current.verifyCode());
    expect(verify.calls[0]?.url.pathname).toBe('/api/v2/verifications/1234/verify');
    expect(verify.calls[0]?.body).toEqual({
      userAgreementList: allAgreed.agreements,
      isConsented: true,
    });
    expect(result.current.status).toBe('verified');
    expect(onVerified).toHaveBeenCalledExactlyOnceWith({ phone: '01012345678' });
  });

  it('changes a number without terms: no consents sent, the new number reported', async () => {
    const verify = mockEndpoint(verifyPhone, { ...verified, phone: '01098765432' });
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler, verify.handler);
    const onVerified = vi.fn();
    const { result } = renderHookWithApi(() => usePhoneVerification({ onVerified }));
    act(() => result.current.setPhone('01098765432'));
    await act(() => result.current.requestCode());
    expect(request.calls[0]?.body).toEqual({ target: 'PHONE', payload: '01098765432' });
    act(() => result.current.setCode('4321'));
    await act(() => result.current.verifyCode());
    expect(verify.calls[0]?.body).toEqual({});
    expect(result.current.status).toBe('verified');
    expect(onVerified).toHaveBeenCalledExactlyOnceWith({ phone: '01098765432' });
  });

  it('checks the number with the contract rule before sending it', async () => {
    const request = mockEndpoint(requestPhoneVerification, expiry);
    server.use(request.handler);
    const { result } = renderVerification();
    act(() => result.current.setPhone('01212345678'));
    expect(result.current.message).toBe('휴대폰 번호를 다시 확인해 주세요.');
    expect(result.current.canRequest).toBe(false);
    act(() => result.current.setPhone('0101234'));
    await act(() => result.current.requestCode());
    expect(result.current).toMatchObject({
      message: '휴대폰 번호를 다시 확인해 주세요.',
      isError: true,
    });
    expect(request.calls).toHaveLength(0);
  });

  it('does not send a code whose time ran out', async () => {
    const verify = mockEndpoint(verifyPhone, verified);
    server.use(mockEndpoint(requestPhoneVerification, expiry).handler, verify.handler);
    const { result } = renderVerification();
    await requestWith(result);
    act(() => result.current.setCode('1234'));
    act(() => {
      vi.advanceTimersByTime(300_000);
    });
    await act(() => result.current.verifyCode());
    expect(result.current.message).toBe(messages.expired);
    expect(verify.calls).toHaveLength(0);
  });

  it('reads the server: wrong code, then too many tries', async () => {
    const answers = [
      apiErrorResponse(400, '인증번호가 올바르지 않아요.'),
      apiErrorResponse(429, '입력 횟수(5회)를 넘었어요. 인증번호를 다시 받아 주세요.'),
    ];
    server.use(
      mockEndpoint(requestPhoneVerification, expiry).handler,
      mockEndpoint(verifyPhone, () => answers.shift()!).handler,
    );
    const { result } = renderVerification();
    await requestWith(result);
    act(() => result.current.setCode('9999'));
    await act(() => result.current.verifyCode());
    expect(result.current).toMatchObject({
      status: 'requested',
      code: '',
      message: messages.wrongCode,
    });
    act(() => result.current.setCode('9998'));
    await act(() => result.current.verifyCode());
    expect(result.current).toMatchObject({ status: 'locked', message: messages.tooManyTries });
    await waitFor(() => expect(result.current.remainingSeconds).toBe(0));
  });

  it('an expiry answered by the server reads as time exceeded', async () => {
    server.use(
      mockEndpoint(requestPhoneVerification, expiry).handler,
      mockEndpoint(verifyPhone, () => apiErrorResponse(410, '인증 시간이 지났어요.')).handler,
    );
    const { result } = renderVerification();
    await requestWith(result);
    act(() => result.current.setCode('1234'));
    await act(() => result.current.verifyCode());
    expect(result.current).toMatchObject({ status: 'expired', message: messages.expired });
  });
});
