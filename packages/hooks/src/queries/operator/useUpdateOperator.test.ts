import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { operatorManagementMessages, updateOperator } from '@quotemarket/contract';
import { operatorListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useUpdateOperator } from './useUpdateOperator';

const server = setupMswServer();

describe('useUpdateOperator', () => {
  it('sends the change, puts the answered account in its row and refreshes the list', async () => {
    const updated = operatorListItem(2, { status: 'deactivated' });
    const mock = mockEndpoint(updateOperator, updated);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useUpdateOperator, signedInOperator());
    queryClient.setQueryData(queryKeys.operator.operators(), [
      operatorListItem(1, { role: 'ADMIN' }),
      operatorListItem(2),
    ]);

    await act(() => result.current.mutateAsync({ operatorId: 2, changes: { isActive: false } }));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/operators/2');
    expect(mock.calls[0]?.body).toEqual({ isActive: false });
    expect(queryClient.getQueryData(queryKeys.operator.operators())).toEqual([
      operatorListItem(1, { role: 'ADMIN' }),
      updated,
    ]);
    expect(queryClient.getQueryState(queryKeys.operator.operators())?.isInvalidated).toBe(true);
  });

  it('shows the Korean message when the change is refused', async () => {
    server.use(
      mockEndpoint(updateOperator, () =>
        apiErrorResponse(400, operatorManagementMessages.notYourself),
      ).handler,
    );
    const { result } = renderHookWithApi(useUpdateOperator, signedInOperator());
    act(() => result.current.mutate({ operatorId: 1, changes: { role: 'VIEWER' } }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorManagementMessages.notYourself);
  });
});
