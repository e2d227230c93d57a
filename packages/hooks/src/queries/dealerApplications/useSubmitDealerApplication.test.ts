import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { businessRegistrationNumberMessages, submitDealerApplication } from '@quotemarket/contract';
import { dealerApplicationProgress } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { useSubmitDealerApplication } from './useSubmitDealerApplication';

const server = setupMswServer();

const fields = {
  storeName: '성수 모바일',
  businessRegistrationNumber: '2208162517',
  representative: '김대표',
  address: '서울 성동구 성수이로 1',
  phone: '01077770001',
  phoneProof: 'proof-1',
  email: 'store@example.kr',
  categories: '1,2',
  consent: 'true',
};
const certificate = new File(['jpeg-bytes'], 'certificate.jpg', { type: 'image/jpeg' });

describe('useSubmitDealerApplication', () => {
  it('sends the fields and the certificate as one multipart form', async () => {
    const answer = { statusToken: 'status-1', progress: dealerApplicationProgress() };
    const mock = mockEndpoint(submitDealerApplication, answer);
    server.use(mock.handler);
    const { result } = renderHookWithApi(useSubmitDealerApplication);

    expect(await act(() => result.current.mutateAsync({ fields, certificate }))).toEqual(answer);

    const [call] = mock.calls;
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toMatch(/name="businessRegistrationNumber"\r\n\r\n2208162517\r\n/);
    expect(call?.body).toMatch(/name="certificate"; filename="[^"]*"\r\nContent-Type: image\/jpeg/);
  });

  it('reports the server’s Korean sentence', async () => {
    server.use(
      mockEndpoint(submitDealerApplication, () =>
        apiErrorResponse(400, businessRegistrationNumberMessages.checkDigit),
      ).handler,
    );
    const { result } = renderHookWithApi(useSubmitDealerApplication);
    act(() => result.current.mutate({ fields, certificate }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(businessRegistrationNumberMessages.checkDigit);
  });
});
