import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { inAppPaths } from '@quotemarket/contract';
import { paths, routePatterns } from './paths';

/*
 * The API spells a few of this app's addresses itself (a push notification's tap, contract
 * `inAppPaths`): they must be the addresses of this route table, or a tap lands on "not found".
 */
describe('the addresses the server hands out', () => {
  it('open the in-progress request as the app builds it', () => {
    expect(inAppPaths.quotationInProgress(12, 7)).toBe(paths.quotationInProgress(12, 7));
    expect(
      matchPath(`/${routePatterns.quotationInProgress}`, inAppPaths.quotationInProgress(12, 7))
        ?.params,
    ).toEqual({ quotationId: '12', productId: '7' });
  });

  it('open a store page as the app builds it', () => {
    expect(inAppPaths.store(3)).toBe(paths.store(3));
    expect(matchPath(`/${routePatterns.store}`, inAppPaths.store(3))?.params).toEqual({ id: '3' });
  });

  it("open the buyer's reviews and 신고 내역 as the app builds them", () => {
    expect(inAppPaths.reviewHistory).toBe(paths.myReview());
    expect(inAppPaths.myReports).toBe(paths.myReports());
  });
});
