/**
 * The library modules the apps take from the kit instead, in their bundlers' `resolve.alias`:
 *
 * - Radix's `useIsHydrated` (packages/ui/src/radix-is-hydrated.ts, decision 0016): the same answer,
 *   followed as a transition rather than a synchronous render in the hydration's own task.
 * - `react-style-singleton` (packages/ui/src/style-singleton.ts, decision 0019): a dialog's scroll
 *   lock as a constructed style sheet, which the pages' Content-Security-Policy does not refuse.
 */
export const kitAliases = {
  '@radix-ui/react-use-is-hydrated': '@quotemarket/ui/radix-is-hydrated',
  'react-style-singleton': '@quotemarket/ui/style-singleton',
};
