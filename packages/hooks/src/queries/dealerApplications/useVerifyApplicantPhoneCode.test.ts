import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verificationCodeMessages, verifyApplicantPhoneCode } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useVerifyApplicantPhoneCode } from './useVerifyApplicantPhoneCode';

const server = setupMswServer();

describe('useVerifyApplicantPhoneCode', () => {
  it('sends the phone and the code, and answers the proof for the form', async () => {
    const answer = { phoneProof: 'proof-1', expiresAt: '2026-12-06T01:30:00.000Z' };
    const mock = mockEndpoint(verifyApplicantPhoneCode, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useVerifyApplicantPhoneCode);
    const input = { phone: '01077770001', code: '1234' };
    expect(await act(() => result.current.mutateAsync(input))).toEqual(answer);
    expect(mock.calls[0]?.body).toEqual(input);
  });

  it('reports a wrong code in Korean', async () => {
    server.use(
      mockEndpoint(verifyApplicantPhoneCode, () =>
        apiErrorResponse(400, verificationCodeMessages.wrongCode),
      ).handler,
    );
    const { result } = renderHookWithApi(useVerifyApplicantPhoneCode);
    act(() => result.current.mutate({ phone: '01077770001', code: '0000' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(verificationCodeMessages.wrongCode);
  });
});
