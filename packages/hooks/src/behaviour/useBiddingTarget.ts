import { categoryRouteNames, type MainCategoryId } from '@quotemarket/contract';
import { useCallback, useMemo } from 'react';
import { useStoredValue } from '../storage/useStoredValue';
import type { StoredValue } from '../storage/storageKeys';

/** What the wizard to return to is: the product chosen and its category (storage `biddingTarget`). */
export type BiddingTarget = NonNullable<StoredValue<'biddingTarget'>>;

type CategoryRouteName = (typeof categoryRouteNames)[MainCategoryId];

/** The wizard route of each category, as the spec's routes name them. */
export const biddingWizardRoutes = {
  'Mobile Phones': '/bidding-page',
  Internet: '/bidding-page-internet',
  'Water Purifier': '/bidding-page-water-purifier',
  'Home Appliances': '/bidding-page-home-appliances',
  Health: '/bidding-page-health',
} as const satisfies Record<CategoryRouteName, string>;

const isRouteName = (name: string): name is CategoryRouteName => name in biddingWizardRoutes;

/**
 * The path of the wizard for `target`: chosen by category name; a name the routes do not know (such
 * as 'Health/Beauty') is resolved through the category id. Null when neither is known.
 */
export function biddingWizardPath(target: BiddingTarget): string | null {
  const name = isRouteName(target.categoryNameEn)
    ? target.categoryNameEn
    : (categoryRouteNames as Partial<Record<number, CategoryRouteName>>)[target.categoryId];
  if (name === undefined) return null;
  const segments = [target.categoryId, name, target.itemId].map((part) =>
    encodeURIComponent(String(part)),
  );
  return `${biddingWizardRoutes[name]}/${segments.join('/')}`;
}

export interface BiddingTargetState {
  target: BiddingTarget | null;
  /** Where the stored target's wizard is, null when nothing (known) is stored. */
  wizardPath: string | null;
  saveTarget: (target: BiddingTarget) => void;
  clearTarget: () => void;
}

/**
 * The product a quote request is for, kept across the login and phone verification detours so the
 * buyer lands back in the matching wizard; cleared once the request is sent.
 */
export function useBiddingTarget(): BiddingTargetState {
  const [target, setTarget] = useStoredValue('biddingTarget');
  const wizardPath = useMemo(() => (target ? biddingWizardPath(target) : null), [target]);
  const clearTarget = useCallback(() => setTarget(null), [setTarget]);
  return { target, wizardPath, saveTarget: setTarget, clearTarget };
}
