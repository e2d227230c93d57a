import { useQuery } from '@tanstack/react-query';
import { listFaqs } from '@quotemarket/contract';
import { useApiClient } from '../../api/ApiClientProvider';
import { queryKeys } from '../queryKeys';

/** The published FAQ, every category, in the order operators set. */
export function useFaqs() {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.catalog.faqs(),
    queryFn: ({ signal }) => client.call(listFaqs, { signal }),
  });
}
