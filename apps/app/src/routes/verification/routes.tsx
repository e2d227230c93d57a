import { lazyPage } from '../../shell/chunkReload';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';

/** Phone verification: header with back button, no bottom navigation (content = viewport − 59 px). */
export const verificationRoutes: AppRouteObject[] = [
  {
    path: routePatterns.verificatePhone,
    handle: { title: '휴대폰 본인인증', isShowBackButton: true, isFooterActiveFor: NONE },
    lazy: lazyPage(
      () => import('./VerificatePhonePage'),
      (m) => m.VerificatePhonePage,
    ),
  },
];
