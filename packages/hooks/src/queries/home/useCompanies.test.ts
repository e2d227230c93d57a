import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listCompanies, type Company } from '@quotemarket/contract';
import { mockEndpoint, renderHookWithApi, setupMswServer } from '@quotemarket/testing';
import { useCompanies } from './useCompanies';

const server = setupMswServer();

const carrier: Company = { id: 1, name: 'SKT', kind: 'CARRIER', logo: null };

describe('useCompanies', () => {
  it('loads the carriers and makers', async () => {
    server.use(mockEndpoint(listCompanies, [carrier]).handler);
    const { result } = renderHookWithApi(() => useCompanies());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([carrier]);
  });
});
