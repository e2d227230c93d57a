import { useCallback } from 'react';
import { useStoredValue } from '../storage/useStoredValue';
import type { StoredValue } from '../storage/storageKeys';

/** What the wizard to return to is: the product chosen and its category (storage `biddingTarget`). */
export type BiddingTarget = NonNullable<StoredValue<'biddingTarget'>>;

export interface BiddingTargetState {
  target: BiddingTarget | null;
  saveTarget: (target: BiddingTarget) => void;
  clearTarget: () => void;
}

/**
 * The product a quote request is for, kept across the login and phone verification detours so the
 * buyer lands back in the matching wizard (the app's route table turns it into the wizard's path);
 * cleared once the request is sent.
 */
export function useBiddingTarget(): BiddingTargetState {
  const [target, setTarget] = useStoredValue('biddingTarget');
  const clearTarget = useCallback(() => setTarget(null), [setTarget]);
  return { target, saveTarget: setTarget, clearTarget };
}
