import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeDealDocumentShare, shareDealDocument } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/**
 * Makes or stops the 견적서's share link. Making one returns its token once (the server keeps only
 * the hash); either way the document's `share` is read again.
 */
export function useDealDocumentShare(quotationId: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.quotations.dealDocument(quotationId) });
  const create = useMutation({
    mutationFn: () => client.call(shareDealDocument, { params: { id: quotationId } }),
    onSuccess: refresh,
  });
  const revoke = useMutation({
    mutationFn: () => client.call(revokeDealDocumentShare, { params: { id: quotationId } }),
    onSuccess: refresh,
  });
  return { create, revoke };
}
