import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reissueOperatorEnrolment } from '@quotemarket/contract';
import { operatorEnrolmentLink, operatorListItem } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { signedInOperator } from './operatorSessionTesting';
import { useReissueOperatorEnrolment } from './useReissueOperatorEnrolment';

const server = setupMswServer();

describe('useReissueOperatorEnrolment', () => {
  it('asks for a new link for that operator and refreshes the list', async () => {
    const link = operatorEnrolmentLink(operatorListItem(4, { status: 'invited' }));
    const mock = mockEndpoint(reissueOperatorEnrolment, link);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(
      useReissueOperatorEnrolment,
      signedInOperator(),
    );
    queryClient.setQueryData(queryKeys.operator.operators(), [operatorListItem(4)]);

    const answer = await act(() => result.current.mutateAsync(4));

    expect(mock.calls[0]?.url.pathname).toBe('/api/v2/admin/operators/4/enrolment');
    expect(answer.enrolmentPath).toBe(link.enrolmentPath);
    expect(queryClient.getQueryState(queryKeys.operator.operators())?.isInvalidated).toBe(true);
  });

  it('reports a failure with the API’s message', async () => {
    server.use(
      mockEndpoint(reissueOperatorEnrolment, () =>
        apiErrorResponse(404, '운영자를 찾을 수 없어요.'),
      ).handler,
    );
    const { result } = renderHookWithApi(useReissueOperatorEnrolment, signedInOperator());
    act(() => result.current.mutate(9));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('운영자를 찾을 수 없어요.');
  });
});
