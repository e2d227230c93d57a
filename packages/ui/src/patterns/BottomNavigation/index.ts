export { BottomNavigation, defaultNavigationItems } from './BottomNavigation';
export type {
  BottomNavigationItem,
  BottomNavigationProps,
  DefaultNavigationKey,
} from './BottomNavigation';
