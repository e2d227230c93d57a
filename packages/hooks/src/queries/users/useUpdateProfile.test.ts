import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { updateProfile, type Profile } from '@quotemarket/contract';
import { buyerProfile } from '@quotemarket/contract/testing';
import {
  apiErrorResponse,
  mockEndpoint,
  renderHookWithApi,
  setupMswServer,
} from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useUpdateProfile } from './useUpdateProfile';

const server = setupMswServer();

const before = buyerProfile({ email: null, phoneNumber: null });
const after: Profile = { ...before, nickname: '새닉네임', provider_id: '새닉네임' };

describe('useUpdateProfile', () => {
  it('sends the one changed field as multipart form data and caches the new profile', async () => {
    const mock = mockEndpoint(updateProfile, after);
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useUpdateProfile());
    queryClient.setQueryData(queryKeys.users.profile(), before);

    await act(() => result.current.mutateAsync({ nickname: '새닉네임' }));

    const [call] = mock.calls;
    expect(call?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(call?.body).toMatch(/name="nickname"\r\n\r\n새닉네임\r\n/);
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual(after);
  });

  it('sends a photo as a file field', async () => {
    const mock = mockEndpoint(updateProfile, { ...before, profileImage: '/media/p.png' });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useUpdateProfile());
    const photo = new File(['png-bytes'], 'me.png', { type: 'image/png' });

    await act(() => result.current.mutateAsync({ profileImage: photo }));

    // jsdom's File does not cross into Node's form encoder with its name and bytes, so only the
    // part's kind can be checked here: a file part of the photo's type under the API's field name.
    expect(mock.calls[0]?.body).toMatch(
      /name="profileImage"; filename="[^"]*"\r\nContent-Type: image\/png/,
    );
  });

  it("keeps the cached profile and exposes the server's message for a refused nickname", async () => {
    server.use(
      mockEndpoint(updateProfile, () => apiErrorResponse(400, '닉네임은 20자까지 쓸 수 있어요.'))
        .handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useUpdateProfile());
    queryClient.setQueryData(queryKeys.users.profile(), before);

    act(() => result.current.mutate({ nickname: '가'.repeat(21) }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 400,
      message: '닉네임은 20자까지 쓸 수 있어요.',
    });
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual(before);
  });

  it('keeps the cached profile and exposes the message when the API refuses', async () => {
    server.use(
      mockEndpoint(updateProfile, () =>
        apiErrorResponse(400, '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.'),
      ).handler,
    );
    const { result, queryClient } = renderHookWithApi(() => useUpdateProfile());
    queryClient.setQueryData(queryKeys.users.profile(), before);

    act(() => result.current.mutate({ profileImage: new Blob(['gif']) }));

    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe(
      '지원하지 않는 파일 형식이에요. JPG, PNG 파일만 올릴 수 있어요.',
    );
    expect(queryClient.getQueryData(queryKeys.users.profile())).toEqual(before);
  });
});
