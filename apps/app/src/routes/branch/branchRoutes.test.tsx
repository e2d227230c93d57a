import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '../../paths';
import { renderApp } from '../../testing/renderApp';
import { createAppRoutes } from '../routes';
import type { AppRouteObject } from '../../shell/routeMeta';
import { branchRoutes } from './routes';

// Stand-ins for the pages a link may open, so the test is about the landing alone.
const pages: AppRouteObject[] = [
  ...branchRoutes,
  { index: true, element: <p>홈 화면</p> },
  { path: routePatterns.store, element: <p>매장 화면</p> },
  { path: routePatterns.faq, element: <p>자주 묻는 질문 화면</p> },
];

function openLink(address: string) {
  return renderApp(createAppRoutes(pages), { entries: ['/faq', address] });
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

  it.each([
    ['another site', paths.branch('https://evil.test/store-information/3')],
    ['a protocol-relative address', paths.branch('//evil.test')],
    ['a backslash trick', paths.branch('/\\evil.test')],
    ['no target', `/${routePatterns.branch}`],
  ])('goes home for %s', async (_, address) => {
    const { router } = openLink(address);
    expect(await screen.findByText('홈 화면')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
