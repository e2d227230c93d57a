import { lazyPage } from '../../shell/chunkReload';
import type { AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { prefetchOnEntry } from '../../shell/routePrefetch';
import { prefetchCompanyInfo } from '../../shared/prefetchCompanyInfo';

/** 1:1 문의: public (guests write too), a page of the MY area with a back button. */
export const inquiryRoutes: AppRouteObject[] = [
  {
    path: routePatterns.inquiry,
    handle: { title: '1:1 문의', isShowBackButton: true, isFooterActiveFor: 'my' },
    ...prefetchOnEntry(prefetchCompanyInfo),
    lazy: lazyPage(
      () => import('./InquiryPage'),
      (m) => m.InquiryPage,
    ),
  },
];
