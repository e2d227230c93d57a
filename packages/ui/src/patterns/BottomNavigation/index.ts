export { BottomNavigation } from './BottomNavigation';
export type { BottomNavigationItem, BottomNavigationProps } from './BottomNavigation';
