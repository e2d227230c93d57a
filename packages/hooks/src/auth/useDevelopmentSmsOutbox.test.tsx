import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getDevelopmentSmsOutbox } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useDevelopmentSmsOutbox } from './useDevelopmentSmsOutbox';

const server = setupMswServer();

describe('useDevelopmentSmsOutbox', () => {
  it('asks for one phone and answers the texts', async () => {
    const sent = [
      {
        phone: '01012345678',
        text: '[견적마켓] 인증번호 [1234]',
        code: '1234',
        sentAt: '2026-11-01T00:00:00.000Z',
      },
    ];
    const mock = mockEndpoint(getDevelopmentSmsOutbox, sent);
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useDevelopmentSmsOutbox('01012345678'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(mock.calls[0]?.url.searchParams.get('phone')).toBe('01012345678');
    expect(result.current.data?.[0]?.code).toBe('1234');
  });
});
