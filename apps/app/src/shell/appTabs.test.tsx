import { describe, expect, it } from 'vitest';
import { paths } from '../paths';
import { appTabs } from './appTabs';

describe('appTabs', () => {
  it('links the four tabs through the route table, MY by the login', () => {
    const tabs = (isLoggedIn: boolean) =>
      appTabs(isLoggedIn).map(({ key, label, href }) => [key, label, href]);
    expect(tabs(true)).toEqual([
      ['home', '홈', paths.home()],
      ['quotation-check', '견적 확인', paths.quotationCheck()],
      ['quote-history', '견적 내역', paths.quoteHistory()],
      ['my', 'MY', paths.myProfile()],
    ]);
    expect(tabs(false).at(-1)).toEqual(['my', 'MY', paths.myNonmember()]);
  });

  it('counts the unread messages on 견적 확인 only, read as what they are', () => {
    const counted = appTabs(true, 3).filter((tab) => tab.count);
    expect(counted.map((tab) => [tab.key, tab.count, tab.countLabel?.(tab.count!)])).toEqual([
      ['quotation-check', 3, '읽지 않은 메시지 3개'],
    ]);
    expect(appTabs(true).every((tab) => !tab.count)).toBe(true);
  });
});
