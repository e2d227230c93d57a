import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getOperatorMe } from '@quotemarket/contract';
import { operatorAccount } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { operatorToken, signedInOperator } from './operatorSessionTesting';
import { useOperatorMe } from './useOperatorMe';

const server = setupMswServer();

describe('useOperatorMe', () => {
  it('reads the signed-in operator with the operator’s token', async () => {
    const mock = mockEndpoint(getOperatorMe, operatorAccount);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useOperatorMe, signedInOperator());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(operatorAccount);
    expect(mock.calls[0]?.headers.get('authorization')).toBe(`Bearer ${operatorToken}`);
  });
});
