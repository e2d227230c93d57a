import { useMatches, type Params, type RouteObject } from 'react-router-dom';
import type { AppTab } from './appTabs';

/** The spec's marker: a title of NONE hides the header, a footer of NONE hides the bottom navigation. */
export const NONE = 'NONE';
export type None = typeof NONE;

export interface TitleContext {
  pathname: string;
  params: Readonly<Params<string>>;
}

/**
 * What a route tells the shell, set as react-router's `handle` on the route object (not in the lazy
 * module, so the header is right before the page's code arrives).
 */
export interface RouteMeta {
  /** A fixed header title; `NONE` hides the header. */
  title?: string;
  /** A title computed from the path (e.g. a category name); wins over `title`. */
  dynamicTitleResolver?: (context: TitleContext) => string;
  /**
   * Shows the back button: one page back, or home when the page is the first of the session (a
   * shared link), see `useBackNavigation`.
   */
  isShowBackButton?: boolean;
  /** The bottom-navigation tab to highlight; `NONE` hides the bar; unset shows it with none active. */
  isFooterActiveFor?: AppTab | None;
}

/** A route of the app: react-router's route object whose `handle` is the shell's metadata. */
export type AppRouteObject = RouteObject & { handle?: RouteMeta; children?: AppRouteObject[] };

/** The metadata the shell renders from, with the title already resolved. */
export interface ResolvedRouteMeta {
  title: string | undefined;
  isHeaderHidden: boolean;
  isShowBackButton: boolean;
  isFooterHidden: boolean;
  activeTab: AppTab | undefined;
}

interface MatchLike {
  pathname: string;
  params: Readonly<Params<string>>;
  handle: unknown;
}

function isRouteMeta(handle: unknown): handle is RouteMeta {
  return typeof handle === 'object' && handle !== null;
}

/**
 * Folds the matched routes from the root to the page: a deeper route overrides what its parents
 * set, so a parent (a layout or an area) can give defaults for all its pages.
 */
export function resolveRouteMeta(
  matches: readonly MatchLike[],
  pathname: string,
): ResolvedRouteMeta {
  let title: string | undefined;
  let isShowBackButton = false;
  let footer: RouteMeta['isFooterActiveFor'];
  for (const match of matches) {
    if (!isRouteMeta(match.handle)) continue;
    const meta = match.handle;
    if (meta.dynamicTitleResolver) {
      title = meta.dynamicTitleResolver({ pathname, params: match.params });
    } else if (meta.title !== undefined) {
      title = meta.title;
    }
    if (meta.isShowBackButton !== undefined) isShowBackButton = meta.isShowBackButton;
    if (meta.isFooterActiveFor !== undefined) footer = meta.isFooterActiveFor;
  }
  return {
    title: title === NONE ? undefined : title,
    isHeaderHidden: title === NONE,
    isShowBackButton,
    isFooterHidden: footer === NONE,
    activeTab: footer === NONE ? undefined : footer,
  };
}

/** The current route's metadata, read from the matched routes' `handle`. */
export function useRouteMeta(): ResolvedRouteMeta {
  const matches = useMatches();
  const pathname = matches.at(-1)?.pathname ?? '/';
  return resolveRouteMeta(matches, pathname);
}
