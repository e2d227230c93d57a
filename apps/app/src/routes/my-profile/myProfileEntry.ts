import { profileQuery } from '@quotemarket/hooks';
import { prefetch, prefetchOnSignedInEntry } from '../../shell/routePrefetch';
import { prefetchCompanyInfo } from '../../shared/prefetchCompanyInfo';

/**
 * The profile (useProfile) and the footer's company details, asked for as soon as MY's code is
 * there (lazyPage's `entry`).
 */
export const myProfileEntry = prefetchOnSignedInEntry((context) => {
  prefetch(context, profileQuery(context.apiClient));
  prefetchCompanyInfo(context);
});
