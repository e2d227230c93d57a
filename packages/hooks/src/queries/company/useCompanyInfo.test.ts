import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCompanyInfo } from '@quotemarket/contract';
import { companyInfo } from '@quotemarket/contract/testing';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { queryKeys } from '../queryKeys';
import { useCompanyInfo } from './useCompanyInfo';

const server = setupMswServer();

describe('useCompanyInfo', () => {
  it('loads the company details once and keeps them under the company key', async () => {
    const mock = mockEndpoint(getCompanyInfo, companyInfo());
    server.use(mock.handler);
    const { result, queryClient } = renderHookWithApi(() => useCompanyInfo());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(companyInfo());
    expect(mock.calls).toHaveLength(1);
    expect(queryClient.getQueryData(queryKeys.company.info())).toEqual(companyInfo());
  });
});
