import { profileQuery } from '@quotemarket/hooks';
import { prefetch, prefetchOnSignedInEntry } from '../../shell/routePrefetch';

/** The profile (useProfile), asked for as soon as MY's code is there (lazyPage's `entry`). */
export const myProfileEntry = prefetchOnSignedInEntry((context) => {
  prefetch(context, profileQuery(context.apiClient));
});
