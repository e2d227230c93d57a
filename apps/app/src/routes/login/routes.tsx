import { lazyPage } from '../../shell/chunkReload';
import { NONE, type AppRouteObject } from '../../shell/routeMeta';
import { routePatterns } from '../../paths';
import { callbackProviders } from './loginEnvironment';

/** Sign-in pages stand alone: no header, no bottom navigation. */
const standalone = { title: NONE, isFooterActiveFor: NONE } as const;

/** Naver and Kakao come back with a code (the page finishes the login); the others in a popup. */
const callbackPages = {
  naver: lazyPage(
    () => import('./SocialCodeCallbackPage'),
    (m) => m.NaverCallbackPage,
  ),
  kakao: lazyPage(
    () => import('./SocialCodeCallbackPage'),
    (m) => m.KakaoCallbackPage,
  ),
  google: lazyPage(
    () => import('./SocialCallbackPage'),
    (m) => m.SocialCallbackPage,
  ),
  apple: lazyPage(
    () => import('./SocialCallbackPage'),
    (m) => m.SocialCallbackPage,
  ),
} satisfies Record<(typeof callbackProviders)[number], unknown>;

/**
 * `/login`, the callbacks `/{provider}-callback` (one per provider: `/naver-callback`, …) and
 * the partner media entry `/media-login` (the spec names no path for it; this one is ours).
 */
export const loginRoutes: AppRouteObject[] = [
  {
    path: routePatterns.login,
    handle: standalone,
    lazy: lazyPage(
      () => import('./LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  ...callbackProviders.map((provider): AppRouteObject => ({
    path: routePatterns.socialCallback(provider),
    handle: standalone,
    lazy: callbackPages[provider],
  })),
  {
    path: routePatterns.mediaLogin,
    handle: standalone,
    lazy: lazyPage(
      () => import('./MediaLoginPage'),
      (m) => m.MediaLoginPage,
    ),
  },
];
