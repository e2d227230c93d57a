import { Icon, type BottomNavigationItem } from '@quotemarket/ui';
import { paths } from '../paths';
import { myTabHref } from './shellRules';

/** The buyer app's four tabs, as routes name them in `isFooterActiveFor`. */
export type AppTab = 'home' | 'quotation-check' | 'quote-history' | 'my';

/** The bottom navigation's tabs, in order, each linked through the route table. */
export function appTabs(isLoggedIn: boolean): (BottomNavigationItem & { key: AppTab })[] {
  return [
    { key: 'home', label: '홈', href: paths.home(), icon: <Icon name="home" /> },
    {
      key: 'quotation-check',
      label: '견적 확인',
      href: paths.quotationCheck(),
      icon: <Icon name="quote-check" />,
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
