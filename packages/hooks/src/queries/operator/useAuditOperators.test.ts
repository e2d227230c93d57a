import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAuditOperators } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { signedInOperator } from './operatorSessionTesting';
import { useAuditOperators } from './useAuditOperators';

const server = setupMswServer();

describe('useAuditOperators', () => {
  it('names the operators the audit log can be filtered by, with the operator’s token', async () => {
    const names = [
      { id: 1, name: '김관리' },
      { id: 2, name: '이운영' },
    ];
    const mock = mockEndpoint(listAuditOperators, names);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useAuditOperators, signedInOperator());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(names);
    expect(mock.calls[0]?.headers.get('authorization')).toMatch(/^Bearer /);
  });
});
