import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findInternetProductByProperties } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useFindInternetProduct } from './useFindInternetProduct';

const server = setupMswServer();

describe('useFindInternetProduct', () => {
  it('posts the properties and answers with the product id (0 when none fits)', async () => {
    const mock = mockEndpoint(findInternetProductByProperties, { productId: 0 });
    server.use(mock.handler);
    const { result } = renderHookWithApi(() => useFindInternetProduct());
    const properties = {
      productType: '인터넷+TV',
      newsAgencyProperty: 'SK브로드밴드',
      internetProperty: '500MB',
    };
    let productId: number | undefined;
    await act(async () => {
      productId = await result.current.mutateAsync(properties);
    });
    expect(mock.calls[0]?.body).toEqual(properties);
    expect(productId).toBe(0);
  });
});
