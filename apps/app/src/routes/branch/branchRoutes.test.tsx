import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../paths';
import { renderApp } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import type { AppRouteObject } from '../../shell/routeMeta';
import { hostileDeepLinkTargets } from './hostileTargets';
import { createBranchRoutes } from './routes';

// Stand-ins for the pages a link may open, so the test is about the landing alone.
const standInPages: AppRouteObject[] = [
  { index: true, element: <p>홈 화면</p> },
  { path: routePatterns.store, element: <p>매장 화면</p> },
  { path: routePatterns.faq, element: <p>자주 묻는 질문 화면</p> },
];
const isStandInPage = (pathname: string) =>
  matchRoutes([{ path: '/', children: standInPages }], pathname) !== null;
const routes = createAppRoutes([...createBranchRoutes(isStandInPage), ...standInPages]);

function openLink(address: string) {
  return renderApp(routes, { entries: ['/faq', address] });
}

describe('deep-link landing', () => {
  it('opens the in-app page it is given, replacing itself in the history', async () => {
    const { router } = openLink(paths.branch('/store-information/3?tab=review'));

    expect(await screen.findByText('매장 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/store-information/3');
    expect(router.state.location.search).toBe('?tab=review');
    expect(router.state.historyAction).toBe('REPLACE');
    // Back goes to where the buyer was before the link, not to the landing.
    await router.navigate(-1);
    expect(await screen.findByText('자주 묻는 질문 화면')).toBeInTheDocument();
  });

  it.each<readonly [string, string]>([
    ...hostileDeepLinkTargets,
    ['a path no page has', '/javascript:alert(1)'],
    ['an encoded path no page has', '/%2F%2Fevil.test'],
  ])('goes home for %s', async (_, target) => {
    const { router } = openLink(paths.branch(target));
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('goes home without a target', async () => {
    const { router } = openLink(`/${routePatterns.branch}`);
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
