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
});
