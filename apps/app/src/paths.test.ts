import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { branchTargetParam, fillPattern, paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the browse routes, encoding display names', () => {
    expect(paths.home()).toBe('/');
    expect(paths.categoryHome(1, 'Mobile Phones')).toBe('/product/home/1/Mobile%20Phones');
    expect(paths.allProducts()).toBe('/product/home/0/All');
    expect(paths.requestPage(3, 'Water Purifier')).toBe('/request-page/3/Water%20Purifier');
    expect(paths.productDetail(8, 'Health', 12)).toBe('/request-details/8/Health/12');
    expect(paths.store(41)).toBe('/store-information/41');
  });

  it('builds the sign-in, verification and terms routes', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.socialCallback('naver')).toBe('/naver-callback');
    expect(paths.mediaLogin()).toBe('/media-login');
    expect(paths.verificatePhone()).toBe('/verificate-phone');
    expect(paths.terms('use-terms')).toBe('/terms/use-terms');
    expect(paths.myNonmember()).toBe('/my-nonmember');
  });

  it('answers addresses the router matches, with the parameters given', () => {
    const address = paths.productDetail(7, 'Home Appliances', 5);
    const match = matchPath(`/${routePatterns.productDetail}`, address);
    expect(match?.params).toMatchObject({ id: '7', itemId: '5' });
    expect(decodeURIComponent(match?.params.nameEn ?? '')).toBe('Home Appliances');
    expect(fillPattern('a/:x/b/:y', { x: 'a/b', y: 2 })).toBe('/a/a%2Fb/b/2');
  });

  it.each([
    ['Mobile Phones', 1, '/bidding-page/1/Mobile%20Phones/12'],
    ['Internet', 2, '/bidding-page-internet/2/Internet/12'],
    ['Water Purifier', 3, '/bidding-page-water-purifier/3/Water%20Purifier/12'],
    ['Home Appliances', 7, '/bidding-page-home-appliances/7/Home%20Appliances/12'],
    ['Health', 8, '/bidding-page-health/8/Health/12'],
  ])('sends a %s bidding target to its wizard', (categoryNameEn, categoryId, path) => {
    expect(paths.biddingPage({ categoryNameEn, categoryId, itemId: 12 })).toBe(path);
  });

  it('resolves an unknown category name by the id, and gives up without either', () => {
    expect(paths.biddingPage({ categoryNameEn: 'Health/Beauty', categoryId: 8, itemId: 5 })).toBe(
      '/bidding-page-health/8/Health/5',
    );
    expect(paths.biddingPage({ categoryNameEn: 'Drones', categoryId: 99, itemId: 5 })).toBeNull();
  });

  it('builds the addresses of later documents that the shell, the menus and a login lead to', () => {
    expect(paths.tutorial()).toBe('/tutorial-page');
    expect(paths.myProfile()).toBe('/my-profile');
    expect(paths.quotationCheck()).toBe('/quotation-check');
    expect(paths.quoteHistory()).toBe('/my-quote-request-history');
    expect(paths.noticeList()).toBe('/notice-list');
    expect(paths.noticeDetail(3)).toBe('/notice-detail/3');
    expect(paths.faq()).toBe('/faq');
    expect(paths.notificationSettings()).toBe('/notification-settings');
    expect(paths.myReview()).toBe('/my-review');
  });

  it('builds the deep-link landing around an in-app path, encoded as one parameter', () => {
    expect(paths.branch('/store-information/3')).toBe('/branch?path=%2Fstore-information%2F3');
    const address = new URL(paths.branch('/notice-detail/2?from=push&x=1'), 'http://app.test');
    expect(address.pathname).toBe(`/${routePatterns.branch}`);
    expect(address.searchParams.get(branchTargetParam)).toBe('/notice-detail/2?from=push&x=1');
  });
});
