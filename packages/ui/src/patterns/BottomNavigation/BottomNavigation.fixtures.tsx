import { Icon } from '../../primitives/Icon';
import type { BottomNavigationItem } from './BottomNavigation';

/** Tabs like the buyer app's four, for the stories and tests; MY goes where `my` says. */
export function sampleTabs(my = '/my-profile'): BottomNavigationItem[] {
  return [
    { key: 'home', label: '홈', href: '/', icon: <Icon name="home" /> },
    {
      key: 'quotation-check',
      label: '견적 확인',
      href: '/quotation-check',
      icon: <Icon name="quote-check" />,
    },
    {
      key: 'quote-history',
      label: '견적 내역',
      href: '/my-quote-request-history',
      icon: <Icon name="history" />,
    },
    { key: 'my', label: 'MY', href: my, icon: <Icon name="person" /> },
  ];
}
