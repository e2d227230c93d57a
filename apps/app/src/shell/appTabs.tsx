import { Icon, formatNumber, type BottomNavigationItem } from '@quotemarket/ui';
import { paths } from '../paths';
import { myTabHref } from './shellRules';

/** The buyer app's four tabs, as routes name them in `isFooterActiveFor`. */
export type AppTab = 'home' | 'quotation-check' | 'quote-history' | 'my';

/** What the 견적 확인 tab's count is read as, after its name. */
export function unreadTabLabel(count: number): string {
  return `읽지 않은 메시지 ${formatNumber(count)}개`;
}

/**
 * The bottom navigation's tabs, in order, each linked through the route table; 견적 확인 counts
 * the stores' messages the buyer has not read.
 */
export function appTabs(
  isLoggedIn: boolean,
  unreadMessages = 0,
): (BottomNavigationItem & { key: AppTab })[] {
  return [
    { key: 'home', label: '홈', href: paths.home(), icon: <Icon name="home" /> },
    {
      key: 'quotation-check',
      label: '견적 확인',
      href: paths.quotationCheck(),
      icon: <Icon name="quote-check" />,
      count: unreadMessages,
      countLabel: unreadTabLabel,
    },
    {
      key: 'quote-history',
      label: '견적 내역',
      href: paths.quoteHistory(),
      icon: <Icon name="history" />,
    },
    { key: 'my', label: 'MY', href: myTabHref(isLoggedIn), icon: <Icon name="person" /> },
  ];
}
