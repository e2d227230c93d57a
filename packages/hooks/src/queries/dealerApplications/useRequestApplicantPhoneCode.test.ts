import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { requestApplicantPhoneCode } from '@quotemarket/contract';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useRequestApplicantPhoneCode } from './useRequestApplicantPhoneCode';

const server = setupMswServer();

describe('useRequestApplicantPhoneCode', () => {
  it('asks for a code to the phone and answers when it expires', async () => {
    const answer = { expiresAt: '2026-12-06T01:05:00.000Z', expiresInSeconds: 300 };
    const mock = mockEndpoint(requestApplicantPhoneCode, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useRequestApplicantPhoneCode);
    expect(await act(() => result.current.mutateAsync('01077770001'))).toEqual(answer);
    expect(mock.calls[0]?.body).toEqual({ phone: '01077770001' });
  });

  it('reports the limit in Korean', async () => {
    const message = '인증번호 요청이 너무 많아요. 1시간 뒤에 다시 시도해 주세요.';
    server.use(
      mockEndpoint(requestApplicantPhoneCode, () => apiErrorResponse(429, message)).handler,
    );
    const { result } = renderHookWithApi(useRequestApplicantPhoneCode);
    act(() => result.current.mutate('01077770001'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(message);
  });
});
