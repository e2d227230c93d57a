import { companyInfoQuery } from '@quotemarket/hooks';
import { prefetch, type PrefetchContext } from '../shell/routePrefetch';

/**
 * For the loader of a page that shows the company details (the footer, the privacy policy), so
 * the server's render has them on first paint.
 */
export function prefetchCompanyInfo(context: PrefetchContext): void {
  prefetch(context, companyInfoQuery(context.apiClient));
}
