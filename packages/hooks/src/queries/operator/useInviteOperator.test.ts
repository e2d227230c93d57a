import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { auditLogSorting, inviteOperator, operatorManagementMessages } from '@quotemarket/contract';
import { operatorEnrolmentLink, operatorListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useInviteOperator } from './useInviteOperator';

const server = setupMswServer();
const invitation = { email: 'new@ops.quotemarket.kr', name: '박신입', role: 'VIEWER' as const };

describe('useInviteOperator', () => {
  it('invites, answers the enrolment path and refreshes the list and the audit log', async () => {
    const link = operatorEnrolmentLink(operatorListItem(5, { status: 'invited' }));
    const mock = mockEndpoint(inviteOperator, link);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(useInviteOperator, signedInOperator());
    queryClient.setQueryData(queryKeys.operator.operators(), []);
    queryClient.setQueryData(
      queryKeys.operator.auditLog.page({ ...auditLogSorting.fallback, page: 1, size: 10 }),
      {
        list: [],
        totalElements: 0,
        totalPages: 0,
      },
    );

    const answer = await act(() => result.current.mutateAsync(invitation));

    expect(mock.calls[0]?.body).toEqual(invitation);
    expect(answer.enrolmentPath).toBe('/admin/enrol?token=enrol-token-5');
    expect(queryClient.getQueryState(queryKeys.operator.operators())?.isInvalidated).toBe(true);
    expect(
      queryClient.getQueryState(
        queryKeys.operator.auditLog.page({ ...auditLogSorting.fallback, page: 1, size: 10 }),
      )?.isInvalidated,
    ).toBe(true);
  });

  it('shows the Korean message for an e-mail already taken', async () => {
    server.use(
      mockEndpoint(inviteOperator, () =>
        apiErrorResponse(409, operatorManagementMessages.emailTaken),
      ).handler,
    );
    const { result } = renderHookWithApi(useInviteOperator, signedInOperator());
    act(() => result.current.mutate(invitation));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(operatorManagementMessages.emailTaken);
  });
});
